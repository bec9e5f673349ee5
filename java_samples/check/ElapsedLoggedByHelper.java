// expect: no_violation
// states: all=12 no-por=12 no-symmetry=12 none=12 dpor=12
// about: main times a worker's sleep and hands the elapsed time to helpers of its own (a static one that converts and returns it, one that prints it, an instance one of a final class that builds a line from it): the values still reach output only, so the search stays complete; the flow follows a clock value into the program's own methods
import java.util.concurrent.TimeUnit;

public class ElapsedLoggedByHelper {
    static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    static void log(String what, long ms) {
        System.out.println(what + " took " + ms + " ms");
    }

    static final class Report {
        String line(String what, long nanos) {
            return what + ": " + nanos + " ns";
        }
    }

    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        worker.start();
        worker.join();
        long took = System.nanoTime() - t0;
        log("the worker", millis(took));
        System.out.println(new Report().line("the worker", took));
    }
}
