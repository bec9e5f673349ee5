import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

/** LogIngest with parameterised log records (Logger.log(Level, "{0}", param)), a
 * NumberFormat for the locale and a DecimalFormat for the totals. */
public class LogIngestParams {
    static final Logger LOG = Logger.getLogger("ingest.params");
    static final ConcurrentHashMap<String, AtomicLong> COUNTS = new ConcurrentHashMap<>();

    static final String[][] CHUNKS = {
        {"db 1,200", "web 7"},
        {"db x"},
        {"cache 4"},
    };

    static void ingest(String line, NumberFormat nf) {
        String[] parts = line.split(" ");
        long value;
        try {
            value = nf.parse(parts[1]).longValue();
        } catch (java.text.ParseException e) {
            LOG.log(Level.WARNING, "bad value {0}", parts[1]);
            return;
        }
        COUNTS.computeIfAbsent(parts[0], k -> new AtomicLong()).addAndGet(value);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[CHUNKS.length];
        for (int i = 0; i < workers.length; i++) {
            String[] chunk = CHUNKS[i];
            workers[i] = new Thread(() -> {
                NumberFormat nf = NumberFormat.getInstance(Locale.US);
                for (String line : chunk) {
                    ingest(line, nf);
                }
            });
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        long total = 0;
        for (AtomicLong c : COUNTS.values()) {
            total += c.get();
        }
        assert total == 1211 : "total " + total;
        System.out.println(new DecimalFormat("#,##0").format(total));
    }
}
