// expect: no_violation
// states: all=194 no-por=323 no-symmetry=194 none=323
// flags: --timeouts=idle
// about: the same program under --timeouts=idle: a timeout fires only when no thread can run, so the holder always releases first and both count
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockTimeoutIdle {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    static void work() {
        try {
            if (lock.tryLock(1, TimeUnit.SECONDS)) {
                try {
                    count++;
                } finally {
                    lock.unlock();
                }
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(TryLockTimeoutIdle::work);
        Thread b = new Thread(TryLockTimeoutIdle::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "a tryLock timed out";
    }
}
