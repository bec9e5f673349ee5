// expect: inconclusive
// states: all=74
// about: a pool sized by Runtime.availableProcessors(), which is 1 here: its two tasks run one after the other and no update is lost, but on a machine with two processors they run at once and one increment can overwrite the other; the check saw one processor only, so it must not claim that no behaviour fails
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolSizedByProcessors {
    static int done;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        Future<?> a = pool.submit(() -> { done = done + 1; });
        Future<?> b = pool.submit(() -> { done = done + 1; });
        a.get();
        b.get();
        pool.shutdown();
        assert done == 2 : "lost update: " + done;
    }
}
