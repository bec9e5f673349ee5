import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// Bug: the cheapest quote is stored into a field by thenAccept, but main
// reads the field after joining only the two inputs, not the thenAccept
// stage: if the pool thread completing b runs the callback after main's
// join returns, main sees null.
public class QuoteFanInUnjoined {
    record Quote(String vendor, int cents) {}

    static volatile Quote best;

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CompletableFuture<Quote> a = CompletableFuture.supplyAsync(() -> new Quote("acme", 1200), pool);
            CompletableFuture<Quote> b = CompletableFuture.supplyAsync(() -> new Quote("bolt", 1100), pool);
            a.thenCombine(b, (x, y) -> x.cents() <= y.cents() ? x : y).thenAccept(q -> best = q);
            CompletableFuture.allOf(a, b).join();
            Quote q = best;
            assert q != null : "no best quote yet";
            System.out.println("best " + q.vendor());
        } finally {
            pool.shutdown();
        }
    }
}
