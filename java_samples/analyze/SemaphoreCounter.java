// expect-races: none
// expect-lock-order: none
// about: three threads increment a counter, each increment between acquire and release of a Semaphore(1); the semaphore's CAS on its state orders them (Eraser alone warns: a semaphore is no lock)
import java.util.concurrent.Semaphore;

public class SemaphoreCounter {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Semaphore permit = new Semaphore(1);
        Runnable r = () -> {
            for (int i = 0; i < 50; i++) {
                permit.acquireUninterruptibly();
                try {
                    count++;
                } finally {
                    permit.release();
                }
            }
        };
        Thread[] ts = {new Thread(r), new Thread(r), new Thread(r)};
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("count " + count);
    }
}
