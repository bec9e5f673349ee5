// expect: no_violation
// states: all=110 no-por=212 no-symmetry=177 none=329 dpor=108
// bounded-without-library-atomicity: 20000
// about: a scheduled pool of one runs two delayed tasks (20 ms and 10 ms); main waits for both futures and then reads what they wrote: Future.get orders the tasks' writes before main's reads, whichever runs first
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ScheduledDelayGet {
    static int a;
    static int b;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
        ScheduledFuture<?> fa = pool.schedule(() -> a = 1, 20, TimeUnit.MILLISECONDS);
        ScheduledFuture<Integer> fb = pool.schedule(() -> b = 2, 10, TimeUnit.MILLISECONDS);
        fa.get();
        assert fb.get() == 2;
        assert a == 1 && b == 2;
        pool.shutdown();
    }
}
