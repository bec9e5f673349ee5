// expect: no_violation
// states: all=268 no-por=3576 no-symmetry=720 none=40329 dpor=196
// bounded-without-library-atomicity: 20000
// about: invokeAll runs 2 callables on a pool of 2 and returns their futures completed; each callable adds to an AtomicInteger, so the sum of the results and the counter agree in every interleaving
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

public class InvokeAllSum {
    public static void main(String[] args) throws Exception {
        AtomicInteger counter = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> tasks = List.of(
                () -> { counter.addAndGet(1); return 1; },
                () -> { counter.addAndGet(2); return 2; });
        int sum = 0;
        for (Future<Integer> f : pool.invokeAll(tasks)) {
            assert f.isDone();
            sum += f.get();
        }
        pool.shutdown();
        assert sum == 3 && counter.get() == 3 : "sum " + sum + " counter " + counter.get();
        System.out.println("sum " + sum);
    }
}
