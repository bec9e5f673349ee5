// ltl: [] ({AtomicCounterLibrary.counter.value >= 0} && {AtomicCounterLibrary.counter.value <= 2}) && <> {AtomicCounterLibrary.counter.value == 2}
// expect: holds
// states: all=49 no-por=121 no-symmetry=49 none=121 ndfs=52
// about: a proposition reading java.util.concurrent state (AtomicInteger's value) turns library-level atomicity off, so that every library step that writes it is visible
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicCounterLibrary {
    static final AtomicInteger counter = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> counter.incrementAndGet());
        t.start();
        counter.incrementAndGet();
        t.join();
    }
}
