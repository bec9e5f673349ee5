// expect: no_violation
// states: all=46 no-por=82 no-symmetry=46 none=82 dpor=34
// about: Thread.getAllStackTraces once the workers are joined lists the caller and none of them, under every schedule (with another live thread it would be exit 4: its position is not a state the search guards)
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

public class AllStackTracesAfterJoin {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger done = new AtomicInteger();
        Thread a = new Thread(done::incrementAndGet, "a");
        Thread b = new Thread(done::incrementAndGet, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        assert all.containsKey(Thread.currentThread());
        assert !all.containsKey(a) && !all.containsKey(b) : "an ended thread listed";
        assert done.get() == 2;
    }
}
