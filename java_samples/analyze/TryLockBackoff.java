// expect-races: none
// expect-lock-order: none
// about: two threads take two ReentrantLocks in opposite orders, but the second one with tryLock(timeout), backing off on failure: no request waits forever, so no lock-order inversion
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockBackoff {
    static final ReentrantLock first = new ReentrantLock();
    static final ReentrantLock second = new ReentrantLock();
    static int moved;

    static void both(ReentrantLock outer, ReentrantLock inner) {
        try {
            while (true) {
                outer.lock();
                try {
                    if (inner.tryLock(5, TimeUnit.MILLISECONDS)) {
                        try {
                            moved++;
                            return;
                        } finally {
                            inner.unlock();
                        }
                    }
                } finally {
                    outer.unlock();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> both(first, second));
        Thread b = new Thread(() -> both(second, first));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("moved " + moved);
    }
}
