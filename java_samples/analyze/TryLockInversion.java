// expect-races: none
// expect-lock-order: none
// about: opposite orders, but the inner lock is taken with tryLock(), which gives up instead of waiting: no schedule deadlocks (dining philosophers with back-off)
import java.util.concurrent.locks.ReentrantLock;

public class TryLockInversion {
    static final ReentrantLock first = new ReentrantLock();
    static final ReentrantLock second = new ReentrantLock();
    static int done;

    static boolean lockOuter(ReentrantLock l) {
        l.lock();
        return true;
    }

    static void both(ReentrantLock outer, ReentrantLock inner) {
        if (!lockOuter(outer)) {
            return;
        }
        try {
            if (inner.tryLock()) {
                try {
                    done++;
                } finally {
                    inner.unlock();
                }
            }
        } finally {
            outer.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> both(first, second));
        Thread b = new Thread(() -> both(second, first));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done " + done);
    }
}
