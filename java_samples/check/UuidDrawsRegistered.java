// expect: inconclusive
// states: all=194 no-por=6141 dpor=180
// limit: some inputs were explored only in part
// bounded-without-library-atomicity: 20000
// about: two threads each draw a UUID.randomUUID() (one atomic draw from the JDK's private SecureRandom) and register it in a ConcurrentHashMap key set while counting registrations in an AtomicInteger; main joins both and finds two registrations in every schedule; inconclusive only because SecureRandom's bytes are one fixed sequence
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class UuidDrawsRegistered {
    static final Set<UUID> ids = ConcurrentHashMap.newKeySet();
    static final AtomicInteger registered = new AtomicInteger();

    static void register() {
        UUID id = UUID.randomUUID();
        if (ids.add(id)) {
            registered.incrementAndGet();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(UuidDrawsRegistered::register);
        Thread b = new Thread(UuidDrawsRegistered::register);
        a.start();
        b.start();
        a.join();
        b.join();
        assert registered.get() == 2 : registered.get();
    }
}
