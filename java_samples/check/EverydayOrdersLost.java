// expect: assertion
// states: all=306 no-por=1265 no-symmetry=310 none=1269
// bounded-without-library-atomicity: 20000
// about: EverydayOrders with a lost update: each task reads the item's total with get and writes it back with put (check, then act); when both apple tasks read before either writes, one update is lost and the total assertion fails
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

public class EverydayOrdersLost {
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
            pool.submit(() -> {
                Integer old = totals.get(order.item()); // check, then act: not atomic
                totals.put(order.item(), old == null ? order.qty() : old + order.qty());
            });
        }
        pool.shutdown();
        if (!pool.awaitTermination(5, TimeUnit.SECONDS)) {
            return; // the tasks may not have finished: nothing to check
        }
        int total = totals.values().stream().mapToInt(Integer::intValue).sum();
        LOG.logp(Level.INFO, "EverydayOrdersLost", "main", category + " total " + total);
        LOG.logp(Level.INFO, "EverydayOrdersLost", "main", "apples " + totals.get("apple"));
        assert total == 9 : "total " + total;
        assert totals.get("apple") == 7 : "apples " + totals.get("apple");
    }
}
