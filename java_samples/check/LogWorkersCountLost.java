// expect: assertion
// states: all=50 no-por=1501 no-symmetry=50 none=1501
// bounded-without-library-atomicity: 20000
// about: LogWorkersCount without the lock: a worker reads the count, logs it (one step of the logging library) and writes it back; when the other worker reads the count before the first one writes it, an update is lost and the assertion fails, which the search still finds with each record one step
import java.util.logging.Logger;

public class LogWorkersCountLost {
    static final Logger LOG = Logger.getLogger("workers");
    static int processed;

    static void work(int id) {
        LOG.warning("worker " + id + " starts");
        int seen = processed;
        LOG.warning("worker " + id + " saw " + seen);
        processed = seen + 1;
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
