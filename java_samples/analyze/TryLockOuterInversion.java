// expect-races: none
// expect-lock-order: TryLockOuterInversion.first+TryLockOuterInversion.second
// about: opposite orders where the outer lock is taken with tryLock() and the inner with lock(): when both tryLocks succeed, both threads wait for ever
import java.util.concurrent.locks.ReentrantLock;

public class TryLockOuterInversion {
    static final ReentrantLock first = new ReentrantLock();
    static final ReentrantLock second = new ReentrantLock();
    static int done;

    static boolean lockInner(ReentrantLock l) {
        l.lock();
        return true;
    }

    static void both(ReentrantLock outer, ReentrantLock inner) {
        if (!outer.tryLock()) {
            return;
        }
        try {
            if (lockInner(inner)) {
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
