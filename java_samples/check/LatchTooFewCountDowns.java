// expect: deadlock
// states: all=21 no-por=34 no-symmetry=21 none=34 no-library-atomicity=39
// about: latch of 2, one countDown per worker that took an item; if one worker takes both items the other never counts down and main awaits forever
import java.util.concurrent.CountDownLatch;

public class LatchTooFewCountDowns {
    static final Object queue = new Object();
    static int items = 2;   // guarded by queue
    static final CountDownLatch finished = new CountDownLatch(2);

    static void work() {
        boolean tookAny = false;
        while (true) {
            synchronized (queue) {
                if (items == 0) break;
                items--;
            }
            tookAny = true;
        }
        if (tookAny) {
            finished.countDown();   // BUG: a worker that found nothing to do never counts down
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(LatchTooFewCountDowns::work);
        Thread w2 = new Thread(LatchTooFewCountDowns::work);
        w1.start();
        w2.start();
        finished.await();
        w1.join();
        w2.join();
        System.out.println("all finished");
    }
}
