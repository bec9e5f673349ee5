// expect: no_violation
// states: all=1713 dpor=1468
// bounded-in: no-por,no-symmetry,none 20000
// bounded-without-library-atomicity: 20000
// about: a CompletableFuture pipeline on a pool of two: each order looks up its customer, then (thenCompose) reserves stock with an atomic addAndGet, giving a failed reservation back as a failed future, handle() turns the failure into false, allOf waits for both; whatever the order, exactly one of the two reservations fits the stock
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

public class ComposeHandleAllOf {
    static final AtomicInteger stock = new AtomicInteger(5);

    static CompletableFuture<Boolean> reserve(int q) {
        if (stock.addAndGet(-q) < 0) {
            stock.addAndGet(q);
            return CompletableFuture.failedFuture(new IllegalStateException("out of stock"));
        }
        return CompletableFuture.completedFuture(true);
    }

    static CompletableFuture<Boolean> order(int qty, ExecutorService pool) {
        return CompletableFuture.supplyAsync(() -> qty, pool)
                .thenCompose(q -> reserve(q))
                .handle((ok, ex) -> ex == null && ok);
    }

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<CompletableFuture<Boolean>> orders = List.of(order(3, pool), order(4, pool));
        CompletableFuture.allOf(orders.toArray(new CompletableFuture[0])).join();
        pool.shutdown();
        long reserved = orders.stream().filter(CompletableFuture::join).count();
        assert reserved == 1 : reserved + " reservations";
        assert stock.get() == 2 || stock.get() == 1 : "stock " + stock.get();
    }
}
