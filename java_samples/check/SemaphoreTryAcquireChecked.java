// expect: no_violation
// states: all=256 no-por=408 no-symmetry=256 none=408
// about: two threads take one permit with tryAcquire(1, SECONDS), count under it and release; the count equals the number of successful acquisitions whether each wait is woken or times out
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class SemaphoreTryAcquireChecked {
    static int count;

    public static void main(String[] args) throws Exception {
        Semaphore permit = new Semaphore(1);
        AtomicInteger acquired = new AtomicInteger();
        Runnable work = () -> {
            try {
                if (permit.tryAcquire(1, TimeUnit.SECONDS)) {
                    try {
                        count++;
                        acquired.incrementAndGet();
                    } finally {
                        permit.release();
                    }
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == acquired.get();
    }
}
