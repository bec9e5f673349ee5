// expect: no_violation
// states: all=87 no-por=152 no-symmetry=108 none=178 dpor=87
// bounded-without-library-atomicity: 20000
// about: supplyAsync and thenApplyAsync on ForkJoinPool.commonPool(), then a runAsync whose increment main joins before its own: the worker (or main, helping) runs each stage, join orders the task's write before main's, so the chain gives 21 and the counter 2 in every interleaving
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;

public class CommonPoolFutureChain {
    static int shared;

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = ForkJoinPool.commonPool();
        CompletableFuture<Integer> f = CompletableFuture.supplyAsync(() -> 20, pool)
                .thenApplyAsync(x -> x + 1, pool);
        assert f.get() == 21;
        CompletableFuture<Void> g = CompletableFuture.runAsync(() -> shared++, pool);
        g.join();
        shared++;
        assert shared == 2;
    }
}
