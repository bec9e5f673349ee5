// expect: no_violation
// states: all=61 no-por=667 no-symmetry=61 none=667 no-library-atomicity=791
// about: main only touches hits after task.get(), which waits for the pool task's hits++ (Future.get happens-after the task), so both updates count in every interleaving
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

public class ExecutorUpdateAfterGet {
    static int hits;

    public static void main(String[] args) throws Exception {
        // At most one worker thread, which ends as soon as it is idle (no
        // core threads, no keep-alive): no shutdown needed, and few states.
        ExecutorService pool = new ThreadPoolExecutor(0, 1, 0L, TimeUnit.SECONDS,
                new SynchronousQueue<>());
        Future<?> task = pool.submit(() -> {
            hits++;
        });
        task.get();
        hits++;
        assert hits == 2 : "hits " + hits;
        System.out.println("hits " + hits);
    }
}
