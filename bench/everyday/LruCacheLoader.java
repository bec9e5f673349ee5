import java.util.LinkedHashMap;
import java.util.Map;

// A small LRU cache (LinkedHashMap in access order with removeEldestEntry)
// shared by two request threads; every access holds the cache's lock, so
// each key is loaded at most once while it stays cached and the cache never
// grows past its capacity.
public class LruCacheLoader {
    static final class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;

        Lru(int capacity) {
            super(4, 0.75f, true);
            this.capacity = capacity;
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            return size() > capacity;
        }
    }

    static final Lru<String, String> cache = new Lru<>(2);
    static int loads;

    static String load(String key) {
        loads++;
        return key.toUpperCase();
    }

    static String get(String key) {
        synchronized (cache) {
            String v = cache.get(key);
            if (v == null) {
                v = load(key);
                cache.put(key, v);
            }
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            assert get("a").equals("A");
            assert get("b").equals("B");
        }, "req-1");
        Thread t2 = new Thread(() -> {
            assert get("a").equals("A");
            assert get("c").equals("C");
        }, "req-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (cache) {
            assert cache.size() <= 2 : "cache grew to " + cache.size();
            assert loads >= 3 && loads <= 4 : "loads " + loads;
            System.out.println("size=" + cache.size() + " loads=" + loads + " keys=" + cache.keySet());
        }
    }
}
