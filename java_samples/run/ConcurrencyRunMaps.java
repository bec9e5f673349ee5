import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

// Concurrent maps, sets, lists and counters updated by several threads;
// contents are printed in a deterministic order after the joins.
public class ConcurrencyRunMaps {
    interface Body {
        void run(int id);
    }

    static void runAll(int n, Body body) throws InterruptedException {
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> body.run(id));
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        ConcurrentHashMap<Integer, List<Integer>> groups = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, AtomicLong> totals = new ConcurrentHashMap<>();
        runAll(3, id -> {
            for (int k = 0; k < 60; k++) {
                String word = "w" + (k % 7);
                counts.merge(word, 1, Integer::sum);
                counts.compute("all", (key, v) -> v == null ? 1 : v + 1);
                groups.computeIfAbsent(k % 4, key -> Collections.synchronizedList(new ArrayList<>())).add(k);
                totals.computeIfAbsent("t" + id, key -> new AtomicLong()).addAndGet(k);
                counts.putIfAbsent("first", id);
            }
            counts.computeIfPresent("w0", (key, v) -> v + 1000);
        });
        System.out.println("merge/compute " + new TreeMap<>(counts).toString().replaceAll("first=\\d", "first=?"));
        int first = counts.remove("first");
        System.out.println("putIfAbsent kept one thread's id: " + (first >= 0 && first < 3));
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, List<Integer>> e : new TreeMap<>(groups).entrySet()) {
            List<Integer> l = new ArrayList<>(e.getValue());
            Collections.sort(l);
            sb.append(e.getKey()).append(':').append(l.size()).append('/').append(l.get(0)).append("..").append(l.get(l.size() - 1)).append(' ');
        }
        System.out.println("computeIfAbsent groups " + sb.toString().trim());
        System.out.println("totals " + new TreeMap<>(totals) + " reduce " + counts.reduceValues(Long.MAX_VALUE, Integer::sum) + " mappingCount " + counts.mappingCount());
        System.out.println("search " + counts.search(Long.MAX_VALUE, (k, v) -> v > 1000 ? k : null) + " getOrDefault " + counts.getOrDefault("none", -1));

        LongAdder adder = new LongAdder();
        LongAccumulator max = new LongAccumulator(Math::max, Long.MIN_VALUE);
        runAll(4, id -> {
            for (int k = 0; k < 250; k++) {
                adder.increment();
                max.accumulate(id * 1000 + k);
            }
        });
        System.out.println("LongAdder " + adder.sum() + " LongAccumulator " + max.get());

        ConcurrentSkipListMap<Integer, String> skip = new ConcurrentSkipListMap<>();
        ConcurrentSkipListSet<String> names = new ConcurrentSkipListSet<>();
        runAll(3, id -> {
            for (int k = id; k < 30; k += 3) {
                skip.put(k, "v" + k);
                names.add("n" + (k % 10));
            }
        });
        System.out.println("skip list size " + skip.size() + " first " + skip.firstEntry() + " last " + skip.lastKey() + " head(5) " + skip.headMap(5) + " ceiling(17) " + skip.ceilingKey(17));
        System.out.println("skip set " + names + " pollFirst " + names.pollFirst());

        CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>();
        runAll(2, id -> {
            for (int k = 0; k < 10; k++) {
                cow.add(id * 100 + k);
            }
            cow.addIfAbsent(-1);
        });
        List<Integer> sorted = new ArrayList<>(cow);
        Collections.sort(sorted);
        System.out.println("CopyOnWriteArrayList size " + cow.size() + " sorted " + sorted);
    }
}
