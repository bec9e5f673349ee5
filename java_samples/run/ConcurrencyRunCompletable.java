import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// CompletableFuture on a fixed pool of 2: supplyAsync(..., executor), thenApply,
// thenCombine, thenCompose, allOf, exceptionally, handle, get and join.
public class ConcurrencyRunCompletable {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);

        CompletableFuture<Integer> twenty = CompletableFuture.supplyAsync(() -> 20, pool);
        CompletableFuture<Integer> plusOne = twenty.thenApply(x -> x + 1);
        System.out.println("thenApply " + plusOne.get());

        CompletableFuture<String> a = CompletableFuture.supplyAsync(() -> "left", pool);
        CompletableFuture<String> b = CompletableFuture.supplyAsync(() -> "right", pool);
        System.out.println("thenCombine " + a.thenCombine(b, (x, y) -> x + "+" + y).join());

        CompletableFuture<Integer> composed = twenty
                .thenComposeAsync(x -> CompletableFuture.supplyAsync(() -> x * 3, pool), pool);
        System.out.println("thenCompose " + composed.get());

        CompletableFuture<?>[] parts = new CompletableFuture<?>[5];
        int[] squares = new int[5];
        for (int i = 0; i < parts.length; i++) {
            final int k = i;
            parts[i] = CompletableFuture.runAsync(() -> squares[k] = k * k, pool);
        }
        CompletableFuture.allOf(parts).get();
        System.out.println("allOf " + java.util.Arrays.toString(squares));

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(() -> {
            if (squares[2] == 4) {
                throw new IllegalArgumentException("bad input");
            }
            return 1;
        }, pool);
        System.out.println("exceptionally " + failing.exceptionally(e -> -1).get());
        System.out.println("handle " + failing.handle((v, e) -> e == null ? "value" : "error " + e.getCause().getMessage()).get());
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e.getCause());
        }
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e.getCause());
        }

        CompletableFuture<String> manual = new CompletableFuture<>();
        pool.execute(() -> manual.complete("completed by a worker"));
        System.out.println("manual " + manual.get());
        System.out.println("completedFuture " + CompletableFuture.completedFuture("now").thenApply(String::toUpperCase).join());

        StringBuilder chain = new StringBuilder();
        CompletableFuture.supplyAsync(() -> "x", pool)
                .thenAccept(chain::append)
                .thenRun(() -> chain.append("y"))
                .get();
        System.out.println("thenAccept/thenRun " + chain);

        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(1, TimeUnit.MINUTES));
    }
}
