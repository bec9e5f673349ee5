public class NanoElapsed {
    public static void main(String[] args) {
        long a = System.nanoTime();
        long s = 0;
        for (int i = 0; i < 1000; i++) s += i;
        long b = System.nanoTime();
        assert b - a < 50_000_000L : "slow: " + (b - a) + " " + s;
    }
}
