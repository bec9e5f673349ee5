public class FreeMemoryCheck {
    public static void main(String[] args) {
        long f = Runtime.getRuntime().freeMemory();
        long t = Runtime.getRuntime().totalMemory();
        assert f * 4 > t : "less than a quarter free: " + f + "/" + t;
    }
}
