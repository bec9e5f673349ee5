import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// Bug: a caller that times out still releases a permit it never got (the
// release sits in a finally around the whole call), so the semaphore grows
// past two and three calls can be inside the backend at once.
public class RateLimitedLeak {
    static final Semaphore permits = new Semaphore(2);
    static final AtomicInteger inside = new AtomicInteger();
    static final AtomicInteger served = new AtomicInteger();
    static final AtomicInteger rejected = new AtomicInteger();

    static void call(int id) {
        boolean got = false;
        try {
            got = permits.tryAcquire(50, TimeUnit.MILLISECONDS);
            if (!got) {
                rejected.incrementAndGet();
                return;
            }
            int now = inside.incrementAndGet();
            assert now <= 2 : now + " calls inside the backend";
            served.incrementAndGet();
            inside.decrementAndGet();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            permits.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        for (int i = 0; i < 4; i++) {
            int id = i;
            pool.execute(() -> call(id));
        }
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            System.out.println("still waiting");
        }
        assert served.get() + rejected.get() == 4;
        System.out.println("served=" + served.get() + " rejected=" + rejected.get());
    }
}
