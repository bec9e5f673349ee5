import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;

/** Three workers parse log lines ("LEVEL component millis"), count lines per level and
 * component, and warn about malformed lines through java.util.logging. */
public class LogIngest {
    static final Logger LOG = Logger.getLogger("ingest");
    static final ConcurrentHashMap<String, AtomicLong> COUNTS = new ConcurrentHashMap<>();
    static final AtomicLong TOTAL_MILLIS = new AtomicLong();

    static final String[][] CHUNKS = {
        {"INFO db 12", "WARN web 7"},
        {"INFO db 3", "oops"},
        {"ERROR web x1", "INFO cache 4"},
    };

    static void ingest(String line) {
        String[] parts = line.split(" ");
        if (parts.length != 3) {
            LOG.warning(String.format("bad line (%d fields): %s", parts.length, line));
            return;
        }
        int millis;
        try {
            millis = Integer.parseInt(parts[2]);
        } catch (NumberFormatException e) {
            LOG.warning(String.format("bad millis '%s' in: %s", parts[2], line));
            return;
        }
        COUNTS.computeIfAbsent(parts[0] + "/" + parts[1], k -> new AtomicLong()).incrementAndGet();
        TOTAL_MILLIS.addAndGet(millis);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[CHUNKS.length];
        for (int i = 0; i < workers.length; i++) {
            String[] chunk = CHUNKS[i];
            workers[i] = new Thread(() -> {
                for (String line : chunk) {
                    ingest(line);
                }
            });
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        Map<String, AtomicLong> sorted = new TreeMap<>(COUNTS);
        long lines = 0;
        for (AtomicLong c : sorted.values()) {
            lines += c.get();
        }
        assert lines == 4 : "counted " + lines;
        assert TOTAL_MILLIS.get() == 26 : "millis " + TOTAL_MILLIS.get();
        System.out.println(sorted + " " + TOTAL_MILLIS.get());
    }
}
