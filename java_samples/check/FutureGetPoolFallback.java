// expect: no_violation
// states: all=37 no-por=99 no-symmetry=43 none=112
// bounded-without-library-atomicity: 20000
// about: a task on a one-thread pool; main waits with get(1, SECONDS), on TimeoutException cancels the task and uses a fallback, then shuts the pool down: the value is the task's or the fallback, whether the get is woken or times out
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class FutureGetPoolFallback {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Integer> price = pool.submit(() -> 42);
        int value;
        try {
            value = price.get(1, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            price.cancel(true);
            value = -1;
        }
        pool.shutdown();
        assert value == 42 || value == -1;
        assert value == -1 || price.isDone();
    }
}
