// expect: no_violation
// states: all=103 no-por=809 no-symmetry=110 none=826 no-library-atomicity=5453 dpor=93
// about: two threads count words into a ConcurrentHashMap with merge(k, 1, Integer::sum) and compute; each update of a key is atomic, so the counts are exact in every interleaving
import java.util.concurrent.ConcurrentHashMap;

public class ConcurrentMapMerge {
    static final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            counts.merge("x", 1, Integer::sum);
            counts.compute("y", (k, v) -> v == null ? 1 : v + 1);
        });
        Thread b = new Thread(() -> {
            counts.merge("x", 1, Integer::sum);
            counts.merge("y", 1, Integer::sum);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert counts.get("x") == 2 && counts.get("y") == 2 : "counts " + counts;
        System.out.println(counts);
    }
}
