public class MillisParity {
    public static void main(String[] args) {
        long t = System.currentTimeMillis();
        assert t % 7 != 3 : "t=" + t;
    }
}
