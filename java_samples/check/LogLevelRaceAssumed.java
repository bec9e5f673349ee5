// expect: assertion
// states: all=87 no-symmetry=87
// bounded-in: no-por,none 20000
// bounded-without-library-atomicity: 20000
// about: main starts a worker that logs a warning and only then turns the logger off, assuming the worker's record is dropped; when the worker logs before setLevel(OFF) its record reaches the program's (synchronized) handler and the assertion that nothing was published fails
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

public class LogLevelRaceAssumed {
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
        Logger log = Logger.getLogger("level.race");
        log.setUseParentHandlers(false);
        CountingHandler counter = new CountingHandler();
        log.addHandler(counter);
        Thread worker = new Thread(() -> log.warning("disk almost full"), "worker");
        worker.start();
        log.setLevel(Level.OFF);
        worker.join();
        assert counter.published() == 0 : "published " + counter.published();
    }
}
