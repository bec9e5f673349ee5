// expect: assertion
// states: all=77 no-por=225 no-symmetry=77 none=225 dpor=70
// about: two threads ask the same published unmodifiable map for its keySet() and main compares the two views by identity: the map caches its view lazily without a lock, so both threads may find no view yet and make one each; the view caches of a sealed snapshot are read and written with no scheduling point, so main's == on a cached view breaks the claim and the search starts again with them left out, then finds both threads making their own view
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

public class SnapshotViewIdentity {
    static final AtomicReference<Map<String, Integer>> board = new AtomicReference<>();

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch ready = new CountDownLatch(1);
        Object[] views = new Object[2];
        Thread[] readers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int k = i;
            readers[i] = new Thread(() -> {
                try {
                    ready.await();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                Set<String> keys = board.get().keySet();
                views[k] = keys;
            });
            readers[i].start();
        }
        TreeMap<String, Integer> prices = new TreeMap<>();
        prices.put("ACME", 10);
        board.set(Collections.unmodifiableMap(prices));
        ready.countDown();
        readers[0].join();
        readers[1].join();
        assert views[0] == views[1] : "two key-set views of one map";
    }
}
