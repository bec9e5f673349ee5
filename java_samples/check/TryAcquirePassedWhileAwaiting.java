// expect: no_violation
// states: all=121 no-por=206 no-symmetry=200 none=307
// bounded-without-library-atomicity: 20000
// about: a pool task waits in Semaphore.tryAcquire(50 ms) while main releases one permit and then loops on `while (!pool.awaitTermination(1, SECONDS))`; each of main's timeouts moves the clock a second past the task's passed deadline, which its AbstractQueuedSynchronizer.acquire frame keeps: counted as passed, whatever by how much, the loop returns to an earlier state and the search ends (it did not before); the task got the permit exactly when none is left
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

public class TryAcquirePassedWhileAwaiting {
    public static void main(String[] args) throws InterruptedException {
        Semaphore permits = new Semaphore(0);
        AtomicBoolean got = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        pool.execute(() -> {
            try {
                got.set(permits.tryAcquire(50, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        pool.shutdown();
        permits.release();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // still running
        }
        assert got.get() == (permits.availablePermits() == 0) : "got " + got.get() + ", left " + permits.availablePermits();
    }
}
