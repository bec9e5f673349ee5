// expect: no_violation
// states: all=6122 no-symmetry=37628 no-sleep-sets=6443 dpor=6027
// bounded-in: no-por,none 20000
// about: two feeds each publish two prices by copying the current immutable snapshot (a TreeMap behind Collections.unmodifiableMap, in a record), adding one entry and swapping it in with an AtomicReference compareAndSet loop; main reads a snapshot meanwhile: every snapshot is consistent and no publication is lost (the snapshots are sealed when the CAS publishes them, so copying one reads it with no scheduling points)
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

public class SnapshotSwapCas {
    record Snapshot(int version, Map<String, Integer> prices) {
        Snapshot with(String sym, int price) {
            Map<String, Integer> next = new TreeMap<>(prices);
            next.put(sym, price);
            return new Snapshot(version + 1, Collections.unmodifiableMap(next));
        }
    }

    static final AtomicReference<Snapshot> board =
            new AtomicReference<>(new Snapshot(0, Collections.emptyMap()));

    static void publish(String sym, int price) {
        Snapshot cur, next;
        do {
            cur = board.get();
            next = cur.with(sym, price);
        } while (!board.compareAndSet(cur, next));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { publish("ACME", 10); publish("ACME", 12); });
        Thread b = new Thread(() -> { publish("BOLT", 7); publish("BOLT", 9); });
        a.start();
        b.start();
        Snapshot seen = board.get();
        assert seen.prices().size() <= Math.min(seen.version(), 2) : "inconsistent " + seen;
        a.join();
        b.join();
        Snapshot last = board.get();
        assert last.version() == 4 : "lost publication: " + last;
        assert last.prices().equals(Map.of("ACME", 12, "BOLT", 9)) : "wrong prices " + last;
    }
}
