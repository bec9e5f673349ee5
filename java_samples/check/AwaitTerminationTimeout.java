// expect: assertion
// states: all=5 no-por=19 no-symmetry=5 none=19
// about: main submits a task to a one-worker pool, shuts it down and ignores the result of awaitTermination(1, SECONDS); if the worker is delayed past the deadline the task has not run (only a timeout reaches it)
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class AwaitTerminationTimeout {
    public static void main(String[] args) throws Exception {
        AtomicInteger done = new AtomicInteger();
        ThreadPoolExecutor pool =
                new ThreadPoolExecutor(0, 1, 0L, TimeUnit.MILLISECONDS, new SynchronousQueue<>());
        pool.execute(done::incrementAndGet);
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
        assert done.get() == 1 : "awaitTermination timed out before the task ran";
    }
}
