// expect: no_violation
// states: all=2650 no-sleep-sets=2662
// bounded-without-library-atomicity: 20000
// bounded-in: no-symmetry,none 20000
// about: the Logger's records read the wall clock (LogRecord's time stamp), but only the console handler's own formatting sees it, so it is no input (vm/src/deferred_clock.rs). Orders parsed with a Scanner (a record whose annotation is read by reflection) are summed per item by three lambda tasks on a fixed pool of two threads with ConcurrentHashMap.merge; after shutdown and awaitTermination a Logger line reports the total, which is right in every interleaving
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

public class EverydayOrders {
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    @interface Audited {
        String value();
    }

    @Audited("sales")
    record Order(String item, int qty) {}

    static final Logger LOG = Logger.getLogger("orders");

    public static void main(String[] args) throws Exception {
        String category = Order.class.getAnnotation(Audited.class).value();
        List<Order> orders = new ArrayList<>();
        Scanner in = new Scanner("apple 3\npear 2\napple 4\n");
        while (in.hasNext()) {
            orders.add(new Order(in.next(), in.nextInt()));
        }
        Map<String, Integer> totals = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (Order order : orders) {
            pool.submit(() -> totals.merge(order.item(), order.qty(), Integer::sum));
        }
        pool.shutdown();
        if (!pool.awaitTermination(5, TimeUnit.SECONDS)) {
            return; // the tasks may not have finished: nothing to check
        }
        int total = totals.values().stream().mapToInt(Integer::intValue).sum();
        LOG.logp(Level.INFO, "EverydayOrders", "main", category + " total " + total);
        LOG.logp(Level.INFO, "EverydayOrders", "main", "apples " + totals.get("apple"));
        assert total == 9 : "total " + total;
        assert totals.get("apple") == 7 : "apples " + totals.get("apple");
    }
}
