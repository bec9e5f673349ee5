// expect: no_violation
// states: all=202 no-por=381 no-symmetry=202 none=381 no-library-atomicity=3409
// about: both threads lock ReentrantLock a before b and unlock in finally; the counter is only touched while both are held
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockOrdered {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();
    static int count;

    static void both() {
        a.lock();
        try {
            b.lock();
            try {
                count++;
            } finally {
                b.unlock();
            }
        } finally {
            a.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(ReentrantLockOrdered::both);
        Thread t2 = new Thread(ReentrantLockOrdered::both);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "count " + count;
        System.out.println("count " + count);
    }
}
