// expect: no_violation
// about: a warehouse whose synchronized methods keep an ArrayList of orders and a HashMap of stock; two clerks order, main checks the books: the collections' internals (elementData, table, nodes) are touched only under the warehouse's monitor
// states: all=56 no-por=1622 no-symmetry=56
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class LockProtInventory {
    static final class Warehouse {
        private final List<String> orders = new ArrayList<>();
        private final Map<String, Integer> stock = new HashMap<>();

        synchronized void restock(String item, int n) {
            stock.merge(item, n, Integer::sum);
        }

        synchronized boolean order(String item) {
            int left = stock.getOrDefault(item, 0);
            if (left == 0) {
                return false;
            }
            stock.put(item, left - 1);
            orders.add(item);
            return true;
        }

        synchronized int ordered() {
            return orders.size();
        }

        synchronized int left(String item) {
            return stock.getOrDefault(item, 0);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Warehouse w = new Warehouse();
        w.restock("bolt", 1);
        Thread c1 = new Thread(() -> w.order("bolt"));
        Thread c2 = new Thread(() -> {
            w.restock("bolt", 1);
            w.order("bolt");
        });
        c1.start();
        c2.start();
        c1.join();
        c2.join();
        assert w.ordered() == 2 && w.left("bolt") == 0;
    }
}
