import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;

/** LogIngest cut down: two workers, one bad line, one Logger.warning(String.format(...)). */
public class LogIngestSmall {
    static final Logger LOG = Logger.getLogger("ingest.small");
    static final ConcurrentHashMap<String, AtomicLong> COUNTS = new ConcurrentHashMap<>();

    static void ingest(String line) {
        String[] parts = line.split(" ");
        if (parts.length != 2) {
            LOG.warning(String.format("bad line: %s", line));
            return;
        }
        COUNTS.computeIfAbsent(parts[0], k -> new AtomicLong()).addAndGet(Integer.parseInt(parts[1]));
    }

    public static void main(String[] args) throws InterruptedException {
        LOG.setUseParentHandlers(false);
        Thread a = new Thread(() -> ingest("db 3"));
        Thread b = new Thread(() -> ingest("oops"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert COUNTS.get("db").get() == 3;
    }
}
