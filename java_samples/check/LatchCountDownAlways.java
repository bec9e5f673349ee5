// expect: no_violation
// about: every worker counts the latch down exactly once whatever it took, so await returns; items are taken under a lock, so exactly 2 are processed
import java.util.concurrent.CountDownLatch;

public class LatchCountDownAlways {
    static final Object queue = new Object();
    static int items = 2;   // guarded by queue
    static final int[] processed = new int[2];
    static final CountDownLatch finished = new CountDownLatch(2);

    static void work(int id) {
        int n = 0;
        try {
            while (true) {
                synchronized (queue) {
                    if (items == 0) break;
                    items--;
                }
                n++;
            }
            processed[id] = n;
        } finally {
            finished.countDown();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(() -> work(0));
        Thread w2 = new Thread(() -> work(1));
        w1.start();
        w2.start();
        finished.await();
        int total = processed[0] + processed[1];
        assert total == 2 : "processed " + total;
        w1.join();
        w2.join();
        System.out.println("processed " + total);
    }
}
