// expect: assertion
// about: two threads merge into a HashMap while holding only the read lock of a ReentrantReadWriteLock: read holds do not exclude each other, so both merges can read 1 and write 2 and main sees 2 instead of 3; a write under a read lock does not keep the map's lock-protected claim
// states: all=94 no-por=346 no-symmetry=94
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class LockProtWriteUnderReadLock {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static final Map<String, Integer> map = new HashMap<>();

    static void bump() {
        rw.readLock().lock();
        try {
            map.merge("n", 1, Integer::sum);
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        map.put("n", 1);
        Thread a = new Thread(LockProtWriteUnderReadLock::bump);
        Thread b = new Thread(LockProtWriteUnderReadLock::bump);
        a.start();
        b.start();
        a.join();
        b.join();
        rw.readLock().lock();
        try {
            assert map.get("n") == 3;
        } finally {
            rw.readLock().unlock();
        }
    }
}
