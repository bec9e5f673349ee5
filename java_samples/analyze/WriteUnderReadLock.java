// expect-races: WriteUnderReadLock.hits
// expect-lock-order: none
// about: two threads increment a counter while holding only the read lock of a ReentrantReadWriteLock; read holds do not exclude each other, so the writes race
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class WriteUnderReadLock {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int hits;

    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> {
            for (int i = 0; i < 20; i++) {
                rw.readLock().lock();
                try {
                    hits++;
                } finally {
                    rw.readLock().unlock();
                }
            }
        };
        Thread a = new Thread(r);
        Thread b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("hits " + hits);
    }
}
