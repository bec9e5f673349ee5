// expect: assertion
// states: all=68 no-por=207 no-symmetry=68 none=207 dpor=66
// bounded-without-library-atomicity: 20000
// about: four supplyAsync suppliers on a fixed pool of two workers each add their offer to a plain int[] total from a thenAccept stage (a read-modify-write without a lock); allOf waits for all four, but when the two workers' dependent stages interleave between read and write one offer is lost and main's sum check fails
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class SupplierFanOutLostCount {
    public static void main(String[] args) {
        ExecutorService workers = Executors.newFixedThreadPool(2);
        int[] total = new int[1];
        CompletableFuture<?>[] stages = new CompletableFuture<?>[4];
        for (int s = 0; s < 4; s++) {
            final int cents = 10 * (s + 1);
            stages[s] = CompletableFuture.supplyAsync(() -> cents, workers)
                    .thenAccept(c -> total[0] = total[0] + c);
        }
        CompletableFuture.allOf(stages).join();
        workers.shutdown();
        assert total[0] == 100 : "total " + total[0];
    }
}
