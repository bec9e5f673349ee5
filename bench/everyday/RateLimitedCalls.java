import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// A rate limiter lets at most two calls into a backend at once: callers
// tryAcquire a permit with a timeout and report "busy" when none comes;
// the backend checks that it never has more than two calls inside.
public class RateLimitedCalls {
    static final Semaphore permits = new Semaphore(2);
    static final AtomicInteger inside = new AtomicInteger();
    static final AtomicInteger served = new AtomicInteger();
    static final AtomicInteger rejected = new AtomicInteger();

    static void call(int id) {
        try {
            if (!permits.tryAcquire(50, TimeUnit.MILLISECONDS)) {
                rejected.incrementAndGet();
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        try {
            int now = inside.incrementAndGet();
            assert now <= 2 : now + " calls inside the backend";
            served.incrementAndGet();
            inside.decrementAndGet();
        } finally {
            permits.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        for (int i = 0; i < 3; i++) {
            int id = i;
            pool.execute(() -> call(id));
        }
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            System.out.println("still waiting");
        }
        assert served.get() + rejected.get() == 3;
        System.out.println("served=" + served.get() + " rejected=" + rejected.get());
    }
}
