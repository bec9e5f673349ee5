public class FinalizerRan {
    static volatile boolean finalized;
    static class F { @SuppressWarnings("deprecation") protected void finalize() { finalized = true; } }
    public static void main(String[] args) throws Exception {
        new F();
        System.gc();
        assert !finalized : "finalized already";
    }
}
