// expect: no_violation
// states: all=759 dpor=756
// bounded-in: no-por,no-symmetry,none 20000
// bounded-without-library-atomicity: 20000
// about: two pool workers, one formatting a line with String.format, the other logging a warning to a handler of the program's, each the first use of the JDK's locale and logging services in its thread (their caches fill in one step each, library rule 7); main checks the formatted line and the handler's count after Future.get
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

public class LogFormatFromTwoWorkers {
    static final Logger LOG = Logger.getLogger("two.workers");

    static class CountingHandler extends Handler {
        private int published;

        @Override
        public synchronized void publish(LogRecord record) {
            published++;
        }

        synchronized int published() {
            return published;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    public static void main(String[] args) throws Exception {
        LOG.setUseParentHandlers(false);
        CountingHandler counter = new CountingHandler();
        LOG.addHandler(counter);
        Map<String, String> out = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> parts = List.of(
                    pool.submit(() -> out.put("apples", String.format("%s x%d", "apples", 3))),
                    pool.submit(() -> LOG.warning("pears x12")));
            for (Future<?> f : parts) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        assert out.get("apples").equals("apples x3") : out.toString();
        assert counter.published() == 1 : "published " + counter.published();
    }
}
