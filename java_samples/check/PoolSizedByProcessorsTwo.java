// expect: assertion
// flags: --processors 2
// states: all=90 no-por=159 no-symmetry=92 none=172
// bounded-without-library-atomicity: 20000
// about: PoolSizedByProcessors checked as on a machine with two processors (--processors 2): the pool gets two threads, both tasks run at once, and one increment can overwrite the other (both read done == 0 before either writes), so the assertion fails
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolSizedByProcessorsTwo {
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
