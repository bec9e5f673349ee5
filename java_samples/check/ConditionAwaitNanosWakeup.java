// expect: assertion
// states: all=54 no-por=92 no-symmetry=54 none=92
// about: the producer signals that a value is coming and publishes it in a second critical section; main's awaitNanos loop is woken by the signal and reads the value before it was published (only the wake-up reaches it)
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionAwaitNanosWakeup {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition started = lock.newCondition();
    static boolean isStarted;
    static int value;

    public static void main(String[] args) throws Exception {
        Thread producer = new Thread(() -> {
            lock.lock();
            try {
                isStarted = true;
                started.signal();
            } finally {
                lock.unlock();
            }
            lock.lock();
            try {
                value = 42;
            } finally {
                lock.unlock();
            }
        });
        producer.start();
        lock.lock();
        try {
            long nanos = TimeUnit.SECONDS.toNanos(1);
            while (!isStarted && nanos > 0) {
                nanos = started.awaitNanos(nanos);
            }
            if (isStarted) {
                assert value == 42 : "woken by the signal before the value was published";
            }
        } finally {
            lock.unlock();
        }
        producer.join();
    }
}
