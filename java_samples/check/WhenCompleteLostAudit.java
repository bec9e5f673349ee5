// expect: assertion
// states: all=100 no-por=330 no-symmetry=127 none=377 dpor=100
// bounded-without-library-atomicity: 20000
// about: two quotes from a pool of two, each future's whenComplete callback appends to a plain ArrayList audit trail; the callbacks run on the pool threads that complete the futures, at the same time, and one append can be lost (main waits for both with allOf)
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class WhenCompleteLostAudit {
    static final List<String> audit = new ArrayList<>();

    static CompletableFuture<Long> ask(String exchange, long cents, ExecutorService pool) {
        return CompletableFuture.supplyAsync(() -> cents, pool)
                .whenComplete((q, ex) -> audit.add(exchange));
    }

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<Long> a = ask("NYSE", 10_125, pool);
        CompletableFuture<Long> b = ask("LSE", 10_131, pool);
        CompletableFuture.allOf(a, b).join();
        pool.shutdown();
        assert audit.size() == 2 : "audit trail lost an answer: " + audit;
    }
}
