// expect: no_violation
// states: all=2002 no-sleep-sets=2046 dpor=1739
// bounded-without-library-atomicity: 20000
// bounded-in: no-por,no-symmetry,none 20000
// about: three supplyAsync suppliers on a fixed pool of two workers, each stage mapped with thenApply, one failing supplier recovered by exceptionally, joined with allOf; the cheapest healthy offer wins in every schedule, whichever worker runs which supplier and whether main or a worker runs the dependent stages
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class SupplierFanOut {
    static int offer(int supplier) {
        if (supplier == 2) {
            throw new IllegalStateException("supplier " + supplier + " unavailable");
        }
        return 100 + (supplier * 37) % 50;
    }

    public static void main(String[] args) {
        ExecutorService workers = Executors.newFixedThreadPool(2);
        List<CompletableFuture<Integer>> offers = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            final int supplier = s;
            offers.add(CompletableFuture.supplyAsync(() -> offer(supplier), workers)
                    .thenApply(cents -> cents - 5)
                    .exceptionally(failure -> Integer.MAX_VALUE));
        }
        CompletableFuture.allOf(offers.toArray(new CompletableFuture<?>[0])).join();
        int best = Integer.MAX_VALUE;
        int failed = 0;
        for (CompletableFuture<Integer> f : offers) {
            int cents = f.join();
            if (cents == Integer.MAX_VALUE) {
                failed++;
            } else {
                best = Math.min(best, cents);
            }
        }
        workers.shutdown();
        assert failed == 1 : "failed " + failed;
        assert best == 95 : "best " + best;
    }
}
