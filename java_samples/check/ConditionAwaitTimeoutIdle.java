// expect: no_violation
// states: all=39 no-por=71 no-symmetry=51 none=88
// flags: --timeouts=idle
// about: ConditionAwaitTimeout under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionAwaitTimeoutIdle {
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
