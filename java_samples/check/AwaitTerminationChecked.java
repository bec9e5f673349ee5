// expect: no_violation
// states: all=532 no-por=1418 no-symmetry=733 none=1729
// bounded-without-library-atomicity: 20000
// about: two tasks on a fixed pool of two, then shutdown and awaitTermination(1, SECONDS); main reads the tasks' count only when awaitTermination returned true: correct whether the wait is woken by the pool's termination or times out
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class AwaitTerminationChecked {
    public static void main(String[] args) throws Exception {
        AtomicInteger done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.submit(done::incrementAndGet);
        pool.submit(done::incrementAndGet);
        pool.shutdown();
        if (pool.awaitTermination(1, TimeUnit.SECONDS)) {
            assert done.get() == 2;
        } else {
            pool.shutdownNow();
        }
    }
}
