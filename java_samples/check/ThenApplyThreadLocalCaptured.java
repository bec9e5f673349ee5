// expect: no_violation
// states: all=17 no-por=350 no-symmetry=22 none=901 dpor=17
// bounded-without-library-atomicity: 20000
// about: the fixed ThenApplyThreadLocalRunner: main reads its ThreadLocal before registering thenApply and the action captures the value, so it is the same whether main (the future already complete) or the pool thread completing it runs the action
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class ThenApplyThreadLocalCaptured {
    static final ThreadLocal<String> user = new ThreadLocal<>();

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        user.set("ada");
        String who = user.get();
        CompletableFuture<Integer> id = CompletableFuture.supplyAsync(() -> 7, pool);
        CompletableFuture<String> tagged = id.thenApply(n -> who + "#" + n);
        String t = tagged.join();
        pool.shutdown();
        assert t.equals("ada#7") : "tagged " + t;
    }
}
