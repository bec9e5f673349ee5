// expect: no_violation
// states: all=1821 dpor=1817
// bounded-in: no-por,no-symmetry,none 3000
// bounded-without-library-atomicity: 3000
// about: two workers each log a warning through the root logger's console handler (caller inference, sequence number, time stamp, SimpleFormatter), then, under a common lock, read a shared count, log it and write it back; every record is one step of the logging library (reductions/src/logger_calls.rs) and the count is right in every interleaving
import java.util.logging.Logger;

public class LogWorkersCount {
    static final Logger LOG = Logger.getLogger("workers");
    static final Object LOCK = new Object();
    static int processed;

    static void work(int id) {
        LOG.warning("worker " + id + " starts");
        synchronized (LOCK) {
            int seen = processed;
            LOG.warning("worker " + id + " saw " + seen);
            processed = seen + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(1));
        Thread b = new Thread(() -> work(2));
        a.start();
        b.start();
        a.join();
        b.join();
        assert processed == 2 : "processed " + processed;
    }
}
