// expect: no_violation
// states: all=83 no-por=219 no-symmetry=101 none=267 no-sleep-sets=88
// bounded-without-library-atomicity: 20000
// flags: --timeouts=idle
// about: OrTimeoutFallback under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

public class OrTimeoutFallbackIdle {
    public static void main(String[] args) {
        CompletableFuture<Integer> quote = new CompletableFuture<>();
        new Thread(() -> quote.complete(42)).start();
        int price = quote.orTimeout(1, TimeUnit.SECONDS).exceptionally(e -> -1).join();
        assert price == 42 : "the quote timed out";
    }
}
