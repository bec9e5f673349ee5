// expect: no_violation
// states: all=713 no-por=3412 no-symmetry=3834 none=19696 no-sleep-sets=724 dpor=604
// bounded-without-library-atomicity: 20000
// about: the fixed ThenCombineMissingHandOff: the total applies the rate in a second thenCombine whose other source is the rate's own stage, so the plain static field is read only after the stage that writes it completed (completion is the hand-off)
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class ThenCombineHandOff {
    static int ratePercent;

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Void> rate = CompletableFuture.runAsync(() -> ratePercent = 20, pool);
        CompletableFuture<Integer> price = CompletableFuture.supplyAsync(() -> 100, pool);
        CompletableFuture<Integer> qty = CompletableFuture.supplyAsync(() -> 3, pool);
        CompletableFuture<Integer> total = price.thenCombine(qty, (p, q) -> p * q)
                .thenCombine(rate, (net, v) -> net * (100 + ratePercent) / 100);
        int t = total.join();
        pool.shutdown();
        assert t == 360 : "total " + t;
    }
}
