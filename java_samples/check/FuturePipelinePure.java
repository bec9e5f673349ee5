// expect: no_violation
// states: all=2181 dpor=1564
// bounded-without-library-atomicity: 20000
// bounded-in: no-por,no-symmetry,none 20000
// about: a CompletableFuture pipeline on a pool of two whose stage actions touch nothing shared but a ConcurrentLinkedQueue (handle turning a failed lookup into a default, thenApply, whenComplete logging into the queue), allOf waits for both orders; whichever thread runs each action, the totals and the log are the same
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class FuturePipelinePure {
    static final ConcurrentLinkedQueue<String> log = new ConcurrentLinkedQueue<>();

    static int price(String sku) {
        if (sku.isEmpty()) {
            throw new IllegalArgumentException("no sku");
        }
        return sku.length() * 100;
    }

    static CompletableFuture<Integer> order(String sku, int qty, ExecutorService pool) {
        return CompletableFuture.supplyAsync(() -> price(sku), pool)
                .handle((p, ex) -> ex == null ? p : 50)
                .thenApply(p -> p * qty)
                .whenComplete((t, ex) -> log.add(sku + "=" + t));
    }

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Integer> a = order("lamp", 1, pool);
        CompletableFuture<Integer> b = order("", 2, pool);
        CompletableFuture.allOf(a, b).join();
        pool.shutdown();
        assert a.join() == 400 : "lamp total " + a.join();
        assert b.join() == 100 : "default total " + b.join();
        assert log.size() == 2 : "log " + log;
    }
}
