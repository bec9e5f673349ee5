// expect: no_violation
// states: all=1849 no-por=9507 no-symmetry=2276 none=14503 dpor=990
// bounded-without-library-atomicity: 20000
// about: three threads increment a plain counter while holding the single permit of a Semaphore(1); acquire/release exclude each other, so no update is lost in any interleaving
import java.util.concurrent.Semaphore;

public class SemaphoreCounter {
    static final Semaphore permit = new Semaphore(1);
    static int count;

    static void increment() {
        permit.acquireUninterruptibly();
        try {
            count++;
        } finally {
            permit.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(SemaphoreCounter::increment);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assert count == 3 : "count " + count;
        System.out.println("count " + count);
    }
}
