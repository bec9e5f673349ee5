// expect: no_violation
// states: all=137 no-por=189543 no-symmetry=219 dpor=123
// bounded-in: none 20000
// about: each worker counts its items in its own ThreadLocal<int[]> (get, increment, set back, then remove) and hands its total to an AtomicInteger; the counters live in each thread's own map, so ThreadLocal.get/set/remove take no scheduling point on the shared Thread object, and every interleaving of the hand-overs adds up to 2
import java.util.concurrent.atomic.AtomicInteger;

public class ThreadLocalCounterPerWorker {
    static final ThreadLocal<int[]> COUNT = ThreadLocal.withInitial(() -> new int[1]);
    static final AtomicInteger TOTAL = new AtomicInteger();

    static void work(int items) {
        for (int i = 0; i < items; i++) {
            int[] c = COUNT.get();
            c[0]++;
            COUNT.set(c);
        }
        TOTAL.addAndGet(COUNT.get()[0]);
        COUNT.remove();
        assert COUNT.get()[0] == 0 : "removed counter still " + COUNT.get()[0];
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(1), "count-a");
        Thread b = new Thread(() -> work(1), "count-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert TOTAL.get() == 2 : "total " + TOTAL.get();
    }
}
