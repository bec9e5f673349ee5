// expect: assertion
// states: all=36 no-por=163 no-symmetry=36 none=163 dpor=36
// about: as LockedTallyHandoff, but the second worker merges into the map without taking the lock: its read of the entry's value can fall between the first worker's read and write inside the lock (the owned-object claim the first worker made breaks, the search starts again with the map shared and finds the lost update)
import java.util.HashMap;
import java.util.Map;

public class UnlockedTallyHandoff {
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
        Thread b = new Thread(() -> tally.merge("eng", 120, Integer::sum));
        a.start();
        b.start();
        a.join();
        b.join();
        assert tally.get("eng") == 220 : "lost an update: " + tally;
    }
}
