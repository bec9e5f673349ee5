// expect: no_violation
// states: all=25 no-por=37 no-symmetry=39 dpor=25
// bounded-without-library-atomicity: 2000
// about: a pool task counts, main waits for the pool to end and logs with Logger.info (caller inference through StackWalker, a record stamped with the wall clock): only the console handler's formatting sees the time stamp, so it is no input and the search is complete (before: inconclusive)
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;

public class LogInfoFromPool {
    static final Logger LOG = Logger.getLogger(LogInfoFromPool.class.getName());

    public static void main(String[] args) throws Exception {
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<?> task = pool.submit(() -> done.incrementAndGet());
        task.get();
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
            // the worker is still ending
        }
        // Logger.info infers its caller (StackWalker) and stamps the record
        // with the wall clock, which only the console handler's formatting
        // sees: no input, so the search is complete.
        LOG.info("tasks done: " + done.get());
        assert done.get() == 1 : "done " + done.get();
    }
}
