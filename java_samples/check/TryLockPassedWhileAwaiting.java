// expect: no_violation
// states: all=83 no-por=152 no-symmetry=148 none=251
// bounded-without-library-atomicity: 20000
// about: main holds a ReentrantLock while a pool task waits in tryLock(50 ms) for it, and main loops on `while (!pool.awaitTermination(1, SECONDS))` before it unlocks; the task's passed deadline, kept by its AbstractQueuedSynchronizer.acquire frame, counts as passed whatever by how much, so each pass of main's loop returns to an earlier state and the search ends (it did not before); the task never gets the lock
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockPassedWhileAwaiting {
    public static void main(String[] args) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        AtomicBoolean got = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        lock.lock();
        try {
            pool.execute(() -> {
                try {
                    if (lock.tryLock(50, TimeUnit.MILLISECONDS)) {
                        got.set(true);
                        lock.unlock();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            pool.shutdown();
            while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
                // still running
            }
        } finally {
            lock.unlock();
        }
        assert !got.get() : "the task got a lock main held";
    }
}
