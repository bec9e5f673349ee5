// expect: assertion
// about: main reads an AtomicInteger twice after a latch while the worker that still holds it increments it once more: the reads are calls of an atomic class whose argument another thread can reach, so each keeps its scheduling point and the increment falls between them
// states: all=15 dpor=15 no-symmetry=15
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

public class UnreachedCounterStillHeld {
    public static void main(String[] args) throws Exception {
        var hits = new AtomicInteger();
        var ready = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            hits.incrementAndGet();
            ready.countDown();
            hits.incrementAndGet();
        });
        worker.start();
        ready.await();
        int first = hits.get();
        int second = hits.get();
        assert first == second : first + " then " + second;
        worker.join();
    }
}
