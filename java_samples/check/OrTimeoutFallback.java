// expect: assertion
// states: all=26 no-por=63 no-symmetry=26 none=67
// bounded-without-library-atomicity: 20000
// about: a quote is computed on another thread with orTimeout(1, SECONDS) and exceptionally(-1); main assumes the quote always arrives in time, but if the computing thread is delayed past the second the fallback is used (only a timeout reaches it)
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

public class OrTimeoutFallback {
    public static void main(String[] args) {
        CompletableFuture<Integer> quote = new CompletableFuture<>();
        new Thread(() -> quote.complete(42)).start();
        int price = quote.orTimeout(1, TimeUnit.SECONDS).exceptionally(e -> -1).join();
        assert price == 42 : "the quote timed out";
    }
}
