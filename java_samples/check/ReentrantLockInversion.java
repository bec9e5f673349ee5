// expect: deadlock
// about: t1 locks ReentrantLock a then b, t2 locks b then a; deadlock when each holds its first lock and parks waiting for the other
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockInversion {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();

    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            second.lock();
            try {
                // both locks held
            } finally {
                second.unlock();
            }
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> both(a, b));
        Thread t2 = new Thread(() -> both(b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
