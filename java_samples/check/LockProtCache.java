// expect: no_violation
// about: a read-write-locked cache: two writers put under the write lock, a reader gets under the read lock; every access to the map (and its table and nodes) holds the one lock, so none of them needs a scheduling point
// states: all=1365 no-por=15366 no-symmetry=3459
// bounded-without-library-atomicity: 20000
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class LockProtCache {
    static final class Cache {
        private final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        private final Map<String, String> map = new HashMap<>();

        void put(String k, String v) {
            rw.writeLock().lock();
            try {
                map.put(k, v);
            } finally {
                rw.writeLock().unlock();
            }
        }

        String get(String k) {
            rw.readLock().lock();
            try {
                return map.get(k);
            } finally {
                rw.readLock().unlock();
            }
        }

        int size() {
            rw.readLock().lock();
            try {
                return map.size();
            } finally {
                rw.readLock().unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Cache cache = new Cache();
        cache.put("host", "a");
        Thread w1 = new Thread(() -> cache.put("port", "80"));
        Thread w2 = new Thread(() -> cache.put("host", "b"));
        Thread r = new Thread(() -> {
            String h = cache.get("host");
            assert h != null && (h.equals("a") || h.equals("b"));
        });
        w1.start();
        w2.start();
        r.start();
        w1.join();
        w2.join();
        r.join();
        assert cache.size() == 2;
        assert "b".equals(cache.get("host"));
    }
}
