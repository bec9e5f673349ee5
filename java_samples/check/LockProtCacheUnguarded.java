// expect: assertion
// about: the read-write-locked cache of LockProtCache, but one writer merges its count without taking the write lock: the two merges can both read 1 and write 2, a lost update main's assertion sees; the map's lock-protected claim breaks at the unguarded access
// states: all=51 no-por=230 no-symmetry=51
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class LockProtCacheUnguarded {
    static final class Cache {
        private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        private final Map<String, Integer> map = new HashMap<>();

        void bump(String k) {
            rw.writeLock().lock();
            try {
                map.merge(k, 1, Integer::sum);
            } finally {
                rw.writeLock().unlock();
            }
        }

        void bumpUnguarded(String k) {
            map.merge(k, 1, Integer::sum);
        }

        int get(String k) {
            rw.readLock().lock();
            try {
                return map.getOrDefault(k, 0);
            } finally {
                rw.readLock().unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Cache cache = new Cache();
        cache.bump("hits");
        Thread a = new Thread(() -> cache.bump("hits"));
        Thread b = new Thread(() -> cache.bumpUnguarded("hits"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert cache.get("hits") == 3;
    }
}
