import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** A config cache: read lock for hits, write lock and a second look for misses (load once). */
public class ConfigCacheRw {
    static final class ConfigCache {
        private final Map<String, String> values = new HashMap<>();
        private final ReadWriteLock lock = new ReentrantReadWriteLock();
        final AtomicInteger loads = new AtomicInteger();

        String get(String key) {
            lock.readLock().lock();
            try {
                String v = values.get(key);
                if (v != null) {
                    return v;
                }
            } finally {
                lock.readLock().unlock();
            }
            lock.writeLock().lock();
            try {
                String v = values.get(key);
                if (v == null) {
                    v = load(key);
                    values.put(key, v);
                }
                return v;
            } finally {
                lock.writeLock().unlock();
            }
        }

        private String load(String key) {
            loads.incrementAndGet();
            return key.toUpperCase() + "=" + key.length();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ConfigCache cache = new ConfigCache();
        String[] seen = new String[2];
        Thread a = new Thread(() -> seen[0] = cache.get("timeout"));
        Thread b = new Thread(() -> seen[1] = cache.get("timeout"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert cache.loads.get() == 1 : "loaded " + cache.loads.get() + " times";
        assert seen[0] == seen[1] : "two different values handed out";
        System.out.println(seen[0]);
    }
}
