// expect: assertion
// states: all=27 no-por=27 no-symmetry=27 none=27 dpor=27
// bounded-without-library-atomicity: 20000
// about: CommonPoolFutureChain with main's increment before the join: the common pool's worker and main both increment the plain counter unsynchronised, and one increment can be lost
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;

public class CommonPoolFutureRace {
    static int shared;

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = ForkJoinPool.commonPool();
        CompletableFuture<Void> g = CompletableFuture.runAsync(() -> shared++, pool);
        shared++;
        g.join();
        assert shared == 2;
    }
}
