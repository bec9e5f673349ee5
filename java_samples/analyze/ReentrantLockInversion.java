// expect-races: none
// expect-lock-order: ReentrantLockInversion.first+ReentrantLockInversion.second
// about: the inversion with two ReentrantLocks (lock()/unlock() in try/finally): one thread takes first then second, the other second then first
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockInversion {
    static final ReentrantLock first = new ReentrantLock();
    static final ReentrantLock second = new ReentrantLock();
    static int done;

    static void both(ReentrantLock outer, ReentrantLock inner) {
        outer.lock();
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
        System.out.println("done " + done);
    }
}
