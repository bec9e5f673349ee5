// expect: no_violation
// states: all=91 no-por=245 no-symmetry=126 none=370 no-sleep-sets=97
// bounded-without-library-atomicity: 20000
// about: a quote computed on another thread, with completeOnTimeout(-1, 1, SECONDS) as the default; main accepts either the quote or the default: correct whether the completion or the timeout comes first
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

public class CompleteOnTimeoutDefault {
    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> quote = new CompletableFuture<>();
        Thread t = new Thread(() -> quote.complete(42));
        t.start();
        int price = quote.completeOnTimeout(-1, 1, TimeUnit.SECONDS).join();
        assert price == 42 || price == -1;
        t.join();
        assert quote.join() == price;
    }
}
