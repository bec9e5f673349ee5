import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

// Bug: check-then-act on a synchronizedMap: get and put are each atomic,
// but two requests for "a" can both miss and both load it. The program
// asserts that the expensive load of "a" happens once.
public class LruCacheDoubleLoad {
    static final Map<String, String> cache = Collections.synchronizedMap(
            new LinkedHashMap<String, String>(4, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
                    return size() > 2;
                }
            });
    static final AtomicInteger loadsOfA = new AtomicInteger();

    static String get(String key) {
        String v = cache.get(key);
        if (v == null) {
            if (key.equals("a")) {
                loadsOfA.incrementAndGet();
            }
            v = key.toUpperCase();
            cache.put(key, v);
        }
        return v;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> get("a"), "req-1");
        Thread t2 = new Thread(() -> get("a"), "req-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert loadsOfA.get() == 1 : "a loaded " + loadsOfA.get() + " times";
        System.out.println("cache " + cache);
    }
}
