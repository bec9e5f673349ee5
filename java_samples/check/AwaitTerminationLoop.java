// expect: no_violation
// states: all=1012 no-por=3631 no-symmetry=1314 none=4310
// bounded-without-library-atomicity: 20000
// about: two tasks on a fixed pool of two, then shutdown and the common loop `while (!pool.awaitTermination(1, SECONDS))`; afterwards both tasks ran: each pass of the loop differs from the last only in when it happened, so the search ends
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
public class AwaitTerminationLoop {
    public static void main(String[] args) throws Exception {
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.submit(done::incrementAndGet);
        pool.submit(done::incrementAndGet);
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // still running
        }
        assert done.get() == 2;
    }
}
