// expect-races: none
// expect-lock-order: TryLockOuterInversion.first+TryLockOuterInversion.second
// about: the outer lock is taken with tryLock(), the inner one with lock(): holding the outer one, each thread can wait forever for the other's, so the inversion is reported
import java.util.concurrent.locks.ReentrantLock;

public class TryLockOuterInversion {
    static final ReentrantLock first = new ReentrantLock();
    static final ReentrantLock second = new ReentrantLock();
    static int done;

    static void both(ReentrantLock outer, ReentrantLock inner) {
        if (!outer.tryLock()) {
            return;
        }
        try {
            inner.lock();
            try {
                done++;
            } finally {
                inner.unlock();
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
        System.out.println("done " + (done > 0));
    }
}
