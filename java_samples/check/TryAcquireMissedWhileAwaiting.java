// expect: assertion
// states: all=89 no-por=163 no-symmetry=111 none=189
// bounded-without-library-atomicity: 20000
// about: TryAcquirePassedWhileAwaiting asserting that the task got the permit: when the task's tryAcquire(50 ms) times out before main releases (a delayed main, which `--timeouts any` allows), it did not; main's awaitTermination loop around the passed deadline, whose passes the search counts as one state, must not hide that schedule
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

public class TryAcquireMissedWhileAwaiting {
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
        assert got.get() : "the task gave up before main released its permit";
    }
}
