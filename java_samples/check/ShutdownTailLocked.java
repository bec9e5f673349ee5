// expect: no_violation
// states: all=977 no-por=2141 dpor=857
// bounded-without-library-atomicity: 20000
// about: as ShutdownTailLostUpdate, but both increments hold the class's lock: hits is 2 in every schedule, whichever path led to the pool's shutdown
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ShutdownTailLocked {
    static int hits;
    static volatile int done;

    static synchronized void hit() {
        hits++;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> a = pool.submit(() -> done++);
        Future<?> b = pool.submit(() -> { });
        a.get();
        b.get();
        pool.shutdown();
        Thread t = new Thread(ShutdownTailLocked::hit);
        t.start();
        hit();
        t.join();
        synchronized (ShutdownTailLocked.class) {
            assert hits == 2 : hits;
        }
    }
}
