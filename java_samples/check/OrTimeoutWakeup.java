// expect: assertion
// states: all=11 no-por=31 no-symmetry=11 none=31
// about: the producer completes the future and then records that it finished; main's orTimeout(1, SECONDS).exceptionally(-1).join() is woken by the completion and checks the record too early (only the wake-up reaches it)
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

public class OrTimeoutWakeup {
    static volatile boolean finished;

    public static void main(String[] args) {
        CompletableFuture<Integer> quote = new CompletableFuture<>();
        new Thread(() -> {
            quote.complete(42);
            finished = true;
        }).start();
        int price = quote.orTimeout(1, TimeUnit.SECONDS).exceptionally(e -> -1).join();
        if (price == 42) {
            assert finished : "woken by the completion before the producer finished";
        }
    }
}
