// expect: assertion
// states: all=124 no-por=331 no-symmetry=190 none=1021
// bounded-without-library-atomicity: 20000
// about: a cached pool's task sets a ThreadLocal and never clears it; when the idle worker's keep-alive poll is woken by the next task, that task finds the previous user's value (only the wake-up reaches it: a worker that timed out or a new one starts clean)
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class CachedPoolThreadLocalLeak {
    static final ThreadLocal<String> currentUser = new ThreadLocal<>();

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newCachedThreadPool();
        pool.submit(() -> currentUser.set("alice")).get();
        pool.execute(() -> {
            assert currentUser.get() == null : "the request saw the previous request's user";
        });
        pool.shutdown();
    }
}
