// expect: assertion
// states: all=84 no-por=149 dpor=81
// bounded-without-library-atomicity: 20000
// about: main waits for two pool tasks (blocking in Future.get on some paths, not on others), shuts the pool down and then does hits++ on a plain static while a thread of its own does the same: if that thread's read-increment-write falls between main's read and write, hits ends at 1; the paths before shutdown, merged once the pool is idle, must not hide it
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ShutdownTailLostUpdate {
    static int hits;
    static volatile int done;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> a = pool.submit(() -> done++);
        Future<?> b = pool.submit(() -> { });
        a.get();
        b.get();
        pool.shutdown();
        Thread t = new Thread(() -> hits++);
        t.start();
        hits++;
        t.join();
        assert hits == 2 : hits;
    }
}
