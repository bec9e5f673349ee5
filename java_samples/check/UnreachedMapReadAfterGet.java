// expect: no_violation
// about: pool tasks merge counts into a ConcurrentHashMap and a LongAdder; after Future.get main copies the map into a TreeMap and sums the adder while the idle workers block in the queue and exit: the map no worker can reach any more is read without scheduling points
// bounded-without-library-atomicity: 20000
// bounded-in: none 20000
// states: all=465 dpor=408
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.LongAdder;

public class UnreachedMapReadAfterGet {
    public static void main(String[] args) throws Exception {
        var counts = new ConcurrentHashMap<String, Integer>();
        var total = new LongAdder();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> a = pool.submit(() -> tally(counts, total, "x", "y"));
        Future<?> b = pool.submit(() -> tally(counts, total, "y", "z"));
        a.get();
        b.get();
        pool.shutdown();
        Map<String, Integer> sorted = new TreeMap<>(counts);
        assert sorted.equals(Map.of("x", 1, "y", 2, "z", 1)) : sorted.toString();
        assert total.sum() == 4;
    }

    static void tally(Map<String, Integer> counts, LongAdder total, String... keys) {
        for (String k : keys) {
            counts.merge(k, 1, Integer::sum);
            total.increment();
        }
    }
}
