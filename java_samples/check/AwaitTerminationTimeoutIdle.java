// expect: no_violation
// states: all=33 no-por=47 no-symmetry=33 none=47
// bounded-without-library-atomicity: 20000
// flags: --timeouts=idle
// about: AwaitTerminationTimeout under --timeouts=idle: awaitTermination times out only when no thread can run, so the worker has run the task by then
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class AwaitTerminationTimeoutIdle {
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
