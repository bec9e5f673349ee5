// expect: no_violation
// states: all=84 no-por=14013 no-symmetry=114 none=450563 dpor=72
// about: two threads each fill and sum their own ThreadLocal buffer (the ThreadLocal<SimpleDateFormat> habit): the values are reachable only through their own thread's map, so their accesses are no scheduling points, and every interleaving sums right
public class ThreadLocalScratch {
    static final ThreadLocal<int[]> BUF = ThreadLocal.withInitial(() -> new int[2]);

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            int[] b = BUF.get();
            for (int i = 0; i < b.length; i++) {
                b[i] = i;
            }
            int sum = 0;
            for (int x : b) {
                sum += x;
            }
            assert sum == 1 : "sum " + sum;
        };
        Thread a = new Thread(work);
        Thread c = new Thread(work);
        a.start();
        c.start();
        a.join();
        c.join();
    }
}
