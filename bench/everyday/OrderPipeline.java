import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class OrderPipeline {
    record Order(int id, String sku, int qty, int unitCents) {
        int total() {
            return qty * unitCents;
        }
    }

    static final AtomicInteger processed = new AtomicInteger();

    static int price(Order o) {
        if (o.qty() <= 0) {
            throw new IllegalArgumentException("bad quantity for order " + o.id());
        }
        int total = o.total();
        if (o.qty() >= 10) {
            total = total * 9 / 10; // bulk discount
        }
        processed.incrementAndGet();
        return total;
    }

    public static void main(String[] args) throws InterruptedException {
        List<Order> orders = List.of(
                new Order(1, "pen", 3, 150),
                new Order(2, "pad", 10, 200),
                new Order(3, "ink", 1, 999));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Integer>> futures = new ArrayList<>();
        for (Order o : orders) {
            Callable<Integer> job = () -> price(o);
            futures.add(pool.submit(job));
        }
        int sum = 0;
        for (Future<Integer> f : futures) {
            try {
                sum += f.get();
            } catch (ExecutionException e) {
                throw new IllegalStateException("order failed", e.getCause());
            }
        }
        pool.shutdown();
        if (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("pool did not stop");
        }
        assert processed.get() == orders.size() : "processed " + processed.get();
        assert sum == 450 + 1800 + 999 : "sum " + sum;
        System.out.println("orders=" + orders.size() + " total=" + sum);
    }
}
