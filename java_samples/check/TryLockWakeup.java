// expect: assertion
// states: all=11 no-por=15 no-symmetry=11 none=15
// about: main holds the lock while a thread waits in tryLock(1, SECONDS); main's unlock wakes it and it gets the lock, which main wrongly assumes never happens (only the wake-up reaches it)
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockWakeup {
    static final ReentrantLock lock = new ReentrantLock();
    static volatile boolean got;

    public static void main(String[] args) throws Exception {
        lock.lock();
        Thread b = new Thread(() -> {
            try {
                if (lock.tryLock(1, TimeUnit.SECONDS)) {
                    got = true;
                    lock.unlock();
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        b.start();
        lock.unlock();
        b.join();
        assert !got : "the waiting tryLock got the lock when main released it";
    }
}
