// expect: assertion
// about: a worker signals "done" before its last put into the shared ConcurrentHashMap and still holds the map; main copies the map after the signal: the copy misses the key when main reads the map before the worker's put (the map stays reachable from the worker's frame, so main's reads keep their scheduling points)
// states: all=31 dpor=31 no-symmetry=31
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

public class UnreachedMapWrittenAfterSignal {
    public static void main(String[] args) throws Exception {
        var counts = new ConcurrentHashMap<String, Integer>();
        var done = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            counts.put("x", 1);
            done.countDown();
            counts.put("y", 2);
        });
        worker.start();
        done.await();
        Map<String, Integer> sorted = new TreeMap<>(counts);
        assert sorted.size() == 2 : sorted.toString();
        worker.join();
    }
}
