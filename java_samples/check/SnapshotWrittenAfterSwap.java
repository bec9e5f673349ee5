// expect: assertion
// states: all=21 no-por=206 no-symmetry=21 none=206 dpor=21
// about: a feed swaps in a snapshot with an AtomicReference compareAndSet and then corrects a price in the map it has just published; main reads the published price twice: the CAS seals the snapshot (its reads no scheduling points), the correction breaks the claim and the search starts again with TreeMap$Entry.value left out, then finds the correction between main's two reads
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

public class SnapshotWrittenAfterSwap {
    record Snapshot(int version, Map<String, Integer> prices) {}

    static final AtomicReference<Snapshot> board =
            new AtomicReference<>(new Snapshot(0, Collections.emptyMap()));

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch published = new CountDownLatch(1);
        Thread feed = new Thread(() -> {
            TreeMap<String, Integer> next = new TreeMap<>();
            next.put("ACME", 10);
            board.compareAndSet(board.get(), new Snapshot(1, Collections.unmodifiableMap(next)));
            published.countDown();
            next.put("ACME", 11); // the bug: the published snapshot is not immutable
        });
        feed.start();
        try {
            published.await();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        Map<String, Integer> prices = board.get().prices();
        int first = prices.get("ACME");
        int second = prices.get("ACME");
        assert first == second : "snapshot changed under a reader: " + first + " then " + second;
        feed.join();
    }
}
