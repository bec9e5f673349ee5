// expect: no_violation
// states: all=46 no-por=802 no-symmetry=46 none=802 dpor=34
// about: two workers each add to a tally map under one lock while the other may still be alive, and main reads the map after joining both; the first worker to touch the map owns it in the first run, the second worker's access (ordered by the lock, but the claim is per identity, not per path) breaks the claim and the search starts again with the map shared: no schedule loses an update
import java.util.HashMap;
import java.util.Map;

public class LockedTallyHandoff {
    static final Map<String, Integer> tally = new HashMap<>();
    static final Object lock = new Object();

    static void add(String key, int n) {
        synchronized (lock) {
            tally.merge(key, n, Integer::sum);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        tally.put("eng", 0);
        Thread a = new Thread(() -> add("eng", 100));
        Thread b = new Thread(() -> add("eng", 120));
        a.start();
        b.start();
        a.join();
        b.join();
        assert tally.get("eng") == 220 : "lost an update: " + tally;
    }
}
