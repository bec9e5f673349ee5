// expect: inconclusive
// limit: the clock: thread "pool-1-thread-1" at PoolTaskClockSpin.lambda$main$0(PoolTaskClockSpin.java:16)
// states: all=28 no-por=33 no-symmetry=31 none=39 dpor=28
// about: a pool task spins on System.nanoTime() against a deadline while main sets the flag it waits for: time stands still in the model, so the branch where the deadline passes first (main delayed past it: the assertion fails) is not explored, and the search must say so rather than claim completeness because the pool's frames are below the task's
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolTaskClockSpin {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Boolean> seen = pool.submit(() -> {
            long deadline = System.nanoTime() + 1_000_000_000L;
            while (System.nanoTime() < deadline && !done) {
                Thread.onSpinWait();
            }
            return done;
        });
        done = true;
        boolean sawDone = seen.get();
        pool.shutdown();
        assert sawDone : "gave up spinning before main set the flag";
    }
}
