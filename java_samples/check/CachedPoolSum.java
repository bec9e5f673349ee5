// expect: no_violation
// states: all=547 no-por=988 no-symmetry=1502 none=2538
// bounded-without-library-atomicity: 20000
// about: two tasks on a cached pool, results summed through their futures, then shutdown and a checked awaitTermination: correct whether the idle workers' keep-alive polls time out or are woken
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class CachedPoolSum {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newCachedThreadPool();
        Future<Integer> a = pool.submit(() -> 1);
        Future<Integer> b = pool.submit(() -> 2);
        int sum = a.get() + b.get();
        pool.shutdown();
        if (pool.awaitTermination(1, TimeUnit.MINUTES)) {
            assert pool.isTerminated();
        }
        assert sum == 3;
    }
}
