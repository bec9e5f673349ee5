// expect: inconclusive
// limit: some inputs were explored only in part
// states: all=24 no-por=151 no-symmetry=50 none=698 dpor=24
// bounded-without-library-atomicity: 20000
// about: a task run by a pool worker reads the wall clock and main branches on it: the clock's start is one fixed value (--clock-start), so the read is an input of the program even though the pool's own frames are below the task's, and a violation-free search is not complete
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolTaskWallClock {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Long> stamp = pool.submit(System::currentTimeMillis);
        long now = stamp.get();
        pool.shutdown();
        // Holds only before 2024-01-01T00:00Z.
        assert now < 1_704_067_200_000L : "the year turned";
        System.out.println("stamped");
    }
}
