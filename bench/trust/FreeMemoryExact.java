public class FreeMemoryExact {
    public static void main(String[] args) {
        long f = Runtime.getRuntime().freeMemory();
        long t = Runtime.getRuntime().totalMemory();
        assert f * 2 == t : "free " + f + " of " + t;
    }
}
