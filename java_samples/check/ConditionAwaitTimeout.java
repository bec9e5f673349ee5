// expect: assertion
// states: all=7 no-por=26 no-symmetry=7 none=26
// about: main waits once on a Condition with await(1, SECONDS) for a flag another thread sets under the lock, without re-checking in a loop; if the setter is delayed past the deadline the flag is still false (only a timeout reaches it)
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionAwaitTimeout {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static boolean isReady;

    public static void main(String[] args) throws Exception {
        Thread setter = new Thread(() -> {
            lock.lock();
            try {
                isReady = true;
                ready.signal();
            } finally {
                lock.unlock();
            }
        });
        setter.start();
        lock.lock();
        try {
            if (!isReady) {
                ready.await(1, TimeUnit.SECONDS);
            }
            assert isReady : "the wait timed out before the flag was set";
        } finally {
            lock.unlock();
        }
        setter.join();
    }
}
