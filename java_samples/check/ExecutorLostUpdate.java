// expect: assertion
// states: all=61 no-por=720 no-symmetry=61 none=720 no-library-atomicity=758
// about: a pool task and main both do hits++ on a plain static; if the worker runs its read-increment-write between main's read and write, one update is lost and hits is 1
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

public class ExecutorLostUpdate {
    static int hits;

    public static void main(String[] args) throws Exception {
        // At most one worker thread, which ends as soon as it is idle (no
        // core threads, no keep-alive): no shutdown needed, and few states.
        ExecutorService pool = new ThreadPoolExecutor(0, 1, 0L, TimeUnit.SECONDS,
                new SynchronousQueue<>());
        Future<?> task = pool.submit(() -> {
            hits++;
        });
        hits++;   // BUG: races with the task; should come after task.get()
        task.get();
        assert hits == 2 : "hits " + hits;
        System.out.println("hits " + hits);
    }
}
