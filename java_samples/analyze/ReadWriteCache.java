// expect-races: none
// expect-lock-order: none
// about: readers read a cached value under the read lock, a writer replaces it under the write lock: read and write holds of one ReentrantReadWriteLock exclude each other
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteCache {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int version;
    static String value = "v0";

    static String read() {
        rw.readLock().lock();
        try {
            return value + "@" + version;
        } finally {
            rw.readLock().unlock();
        }
    }

    static void update(String v) {
        rw.writeLock().lock();
        try {
            version++;
            value = v;
        } finally {
            rw.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread r1 = new Thread(() -> { for (int i = 0; i < 5; i++) read(); });
        Thread r2 = new Thread(() -> { for (int i = 0; i < 5; i++) read(); });
        Thread w = new Thread(() -> { for (int i = 1; i <= 3; i++) update("v" + i); });
        r1.start();
        r2.start();
        w.start();
        r1.join();
        r2.join();
        w.join();
        System.out.println(read());
    }
}
