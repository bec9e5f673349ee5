// expect: assertion
// states: all=69 no-por=238 no-symmetry=94 none=305 dpor=67
// bounded-without-library-atomicity: 20000
// about: the tax rate is loaded by a runAsync stage that writes a plain static field, and a thenCombine of the price and the quantity reads it; the combine depends only on price and quantity, so when the second pool thread finishes both before the first has run the rate's task, the total is computed with rate 0
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class ThenCombineMissingHandOff {
    static int ratePercent;

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Void> rate = CompletableFuture.runAsync(() -> ratePercent = 20, pool);
        CompletableFuture<Integer> price = CompletableFuture.supplyAsync(() -> 100, pool);
        CompletableFuture<Integer> qty = CompletableFuture.supplyAsync(() -> 3, pool);
        CompletableFuture<Integer> total =
                price.thenCombine(qty, (p, q) -> p * q * (100 + ratePercent) / 100);
        int t = total.join();
        rate.join();
        pool.shutdown();
        assert t == 360 : "total " + t;
    }
}
