// expect: no_violation
// states: all=33 no-por=145 no-symmetry=35 none=147 no-library-atomicity=2184 dpor=33
// about: supplyAsync computes a value on another thread, thenApply and thenCombine build on it, and join waits for the result; a plain field written by the supplier is visible to the stages after it
import java.util.concurrent.CompletableFuture;

public class CompletableFutureChain {
    static int seen;

    public static void main(String[] args) {
        CompletableFuture<Integer> base = CompletableFuture.supplyAsync(() -> {
            seen = 20;
            return 20;
        });
        CompletableFuture<Integer> doubled = base.thenApply(x -> x * 2);
        CompletableFuture<Integer> plus = doubled.thenCombine(CompletableFuture.completedFuture(2), Integer::sum);
        int result = plus.join();
        assert result == 42 : "result " + result;
        assert seen == 20 : "supplier's write not visible";
        System.out.println("result " + result);
    }
}
