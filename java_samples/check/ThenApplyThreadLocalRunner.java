// expect: assertion
// states: all=8 no-por=174 no-symmetry=8 none=174 dpor=8
// about: main sets a ThreadLocal and registers thenApply on a pool future; the action reads the ThreadLocal and touches nothing shared, so whether it sees main's value depends on who runs it: main, when the future completed before the registration, or the pool thread completing it afterwards, which sees null
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class ThenApplyThreadLocalRunner {
    static final ThreadLocal<String> user = new ThreadLocal<>();

    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        user.set("ada");
        CompletableFuture<Integer> id = CompletableFuture.supplyAsync(() -> 7, pool);
        CompletableFuture<String> tagged = id.thenApply(n -> user.get() + "#" + n);
        String t = tagged.join();
        pool.shutdown();
        assert t.equals("ada#7") : "tagged " + t;
    }
}
