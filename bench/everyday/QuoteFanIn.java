import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// Two suppliers quote a price in parallel; a third one fails and falls
// back with exceptionally; thenCombine picks the cheaper one and allOf
// waits for all before the summary.
public class QuoteFanIn {
    record Quote(String vendor, int cents) {}

    static Quote ask(String vendor, int cents) {
        if (cents < 0) {
            throw new IllegalStateException(vendor + " is offline");
        }
        return new Quote(vendor, cents);
    }

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            CompletableFuture<Quote> a = CompletableFuture.supplyAsync(() -> ask("acme", 1200), pool);
            CompletableFuture<Quote> b = CompletableFuture.supplyAsync(() -> ask("bolt", 1100), pool);
            CompletableFuture<Quote> c = CompletableFuture.supplyAsync(() -> ask("cogs", -1), pool)
                    .exceptionally(t -> new Quote("cogs", Integer.MAX_VALUE));
            CompletableFuture<Quote> best = a.thenCombine(b, (x, y) -> x.cents() <= y.cents() ? x : y)
                    .thenCombine(c, (x, y) -> x.cents() <= y.cents() ? x : y);
            CompletableFuture.allOf(a, b, c, best).join();
            Quote q = best.join();
            assert q.vendor().equals("bolt") : "best " + q;
            List<Quote> all = List.of(a.join(), b.join(), c.join());
            assert all.get(2).cents() == Integer.MAX_VALUE;
            System.out.println("best " + q.vendor() + " " + q.cents());
        } finally {
            pool.shutdown();
        }
    }
}
