// expect: no_violation
// states: all=284 no-por=524 no-symmetry=284 none=524
// about: two threads each tryLock(1, SECONDS) and count under the lock; main checks the count against the successes, right whether each tryLock got the lock or timed out
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockCount {
    static final ReentrantLock lock = new ReentrantLock();
    static final AtomicInteger successes = new AtomicInteger();
    static int count;

    static void work() {
        try {
            if (lock.tryLock(1, TimeUnit.SECONDS)) {
                try {
                    count++;
                } finally {
                    lock.unlock();
                }
                successes.incrementAndGet();
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(TryLockCount::work);
        Thread b = new Thread(TryLockCount::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == successes.get();
    }
}
