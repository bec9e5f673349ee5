import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

// Bug: the pool's tasks count processed orders with a plain `processed++`
// on a shared field; two workers can read the same value and one increment
// is lost, so the final assertion fails.
public class OrderPipelineLost {
    record Order(int id, String sku, int qty, int unitCents) {
        int total() {
            return qty * unitCents;
        }
    }

    static int processed;

    static int price(Order o) {
        int total = o.total();
        if (o.qty() >= 10) {
            total = total * 9 / 10;
        }
        processed++;
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
            futures.add(pool.submit(() -> price(o)));
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
        pool.awaitTermination(10, TimeUnit.SECONDS);
        assert processed == orders.size() : "processed " + processed + " of " + orders.size();
        System.out.println("orders=" + processed + " total=" + sum);
    }
}
