import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

// Bug: the counter is created with containsKey-then-put instead of
// computeIfAbsent; both workers can see "the" missing, each puts its own
// LongAdder and the first one's increment is lost.
public class WordCountsLost {
    static final Map<String, LongAdder> counts = new ConcurrentHashMap<>();

    static void count(String text) {
        for (String w : text.toLowerCase().split(" ")) {
            if (!counts.containsKey(w)) {
                counts.put(w, new LongAdder());
            }
            counts.get(w).increment();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> count("the cat"), "counter-a");
        Thread b = new Thread(() -> count("The dog"), "counter-b");
        a.start();
        b.start();
        a.join();
        b.join();
        long the = counts.get("the").sum();
        assert the == 2 : "the counted " + the + " times";
        System.out.println(counts.keySet().size() + " words");
    }
}
