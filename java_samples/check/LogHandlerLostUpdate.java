// expect: assertion
// states: all=132 no-symmetry=295
// bounded-in: no-por,none 20000
// bounded-without-library-atomicity: 20000
// about: a Handler of the program's counts published records in a plain int; two pool workers log at once and the handler's read and write of the count interleave (the logging library's own steps run as one, rule 7, but the program's handler is a callback with its own scheduling points), so a record can go uncounted
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

public class LogHandlerLostUpdate {
    static class CountingHandler extends Handler {
        int published;

        @Override
        public void publish(LogRecord record) {
            published++;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    public static void main(String[] args) throws Exception {
        Logger log = Logger.getLogger("lost.update");
        log.setUseParentHandlers(false);
        CountingHandler counter = new CountingHandler();
        log.addHandler(counter);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> parts = List.of(
                    pool.submit(() -> log.warning("first")),
                    pool.submit(() -> log.warning("second")));
            for (Future<?> f : parts) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        assert counter.published == 2 : "published " + counter.published;
    }
}
