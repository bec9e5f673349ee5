// expect: no_violation
// states: all=98 no-symmetry=98
// bounded-in: no-por,none 20000
// about: a class initialiser publishes a table, a map and a regex Pattern that two threads then only read: reads of objects a class initialiser published, never written since, are no scheduling points (sealed objects: 7,986 states with --no-sealed-objects, where each read was a point)
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

public class SealedTableReaders {
    static final class Table {
        static final int[] SQUARES = new int[32];
        static final Map<String, Integer> PRICES = new HashMap<>();
        static final Pattern SKU = Pattern.compile("[a-z]+-[0-9]+");

        static {
            for (int i = 0; i < SQUARES.length; i++) {
                SQUARES[i] = i * i;
            }
            PRICES.put("apple-1", 3);
            PRICES.put("pear-2", 5);
        }
    }

    static int total;

    static void work(String sku) {
        int sum = 0;
        for (int s : Table.SQUARES) {
            sum += s;
        }
        int price = Table.SKU.matcher(sku).matches() ? Table.PRICES.get(sku) : 0;
        synchronized (SealedTableReaders.class) {
            total += sum + price;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int before = Table.SQUARES[1];
        Thread a = new Thread(() -> work("apple-1"));
        Thread b = new Thread(() -> work("pear-2"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert total == 2 * 10416 + 8 : "total " + total;
        assert before == 1;
    }
}
