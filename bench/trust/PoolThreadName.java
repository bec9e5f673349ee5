import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
public class PoolThreadName {
    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(2);
        Future<String> a = ex.submit(() -> Thread.currentThread().getName());
        Future<String> b = ex.submit(() -> Thread.currentThread().getName());
        String na = a.get(), nb = b.get();
        ex.shutdown();
        assert !nb.equals("pool-1-thread-1") : na + " " + nb;
    }
}
