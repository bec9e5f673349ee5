// expect: no_violation
// states: all=91 no-por=144 no-symmetry=153 none=228
// about: main waits for a value with the documented awaitNanos loop (re-check, wait the time left) and reads it only when the flag is set: correct whether each wait is signalled or times out
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionAwaitNanosLoop {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static boolean isReady;
    static int value;

    public static void main(String[] args) throws Exception {
        Thread producer = new Thread(() -> {
            lock.lock();
            try {
                value = 42;
                isReady = true;
                ready.signal();
            } finally {
                lock.unlock();
            }
        });
        producer.start();
        lock.lock();
        try {
            long nanos = TimeUnit.SECONDS.toNanos(1);
            while (!isReady && nanos > 0) {
                nanos = ready.awaitNanos(nanos);
            }
            if (isReady) {
                assert value == 42;
            }
        } finally {
            lock.unlock();
        }
        producer.join();
    }
}
