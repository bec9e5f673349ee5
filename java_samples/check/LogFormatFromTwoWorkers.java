// expect: no_violation
// about: two pool workers each parse a line with a Scanner, format a line with String.format and log it with Logger.warning (the first use of the JDK's locale, resource-bundle and time-zone services in either thread: their caches fill in one step, library rule 7); results go into a ConcurrentHashMap, main checks them after Future.get
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Logger;

public class LogFormatFromTwoWorkers {
    static final Logger LOG = Logger.getLogger(LogFormatFromTwoWorkers.class.getName());

    static void handle(String line, Map<String, String> out) {
        try (Scanner sc = new Scanner(line)) {
            String name = sc.next();
            int qty = sc.nextInt();
            String text = String.format("%s x%d", name, qty);
            out.put(name, text);
            LOG.warning(text);
        }
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> out = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> parts = List.of(
                    pool.submit(() -> handle("apples 3", out)),
                    pool.submit(() -> handle("pears 12", out)));
            for (Future<?> f : parts) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        assert out.get("apples").equals("apples x3") : out.toString();
        assert out.get("pears").equals("pears x12") : out.toString();
    }
}
