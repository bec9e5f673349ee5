import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

// Two workers count the words of their half of a text into a
// ConcurrentHashMap<String, LongAdder> with computeIfAbsent; the totals are
// right in every interleaving.
public class WordCounts {
    static final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    static void count(String text) {
        for (String w : text.toLowerCase().split("\\s+")) {
            if (!w.isEmpty()) {
                counts.computeIfAbsent(w, k -> new LongAdder()).increment();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        String[] halves = {"the cat saw", "The dog"};
        Thread[] workers = new Thread[halves.length];
        for (int i = 0; i < halves.length; i++) {
            String part = halves[i];
            workers[i] = new Thread(() -> count(part), "counter-" + i);
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        Map<String, Long> sorted = new TreeMap<>();
        counts.forEach((k, v) -> sorted.put(k, v.sum()));
        assert sorted.get("the") == 2L : "the=" + sorted.get("the");
        assert sorted.size() == 4 : sorted.toString();
        System.out.println(sorted);
    }
}
