// expect: no_violation
// states: all=79 no-por=122 no-symmetry=79 none=122 no-library-atomicity=79 dpor=63
// about: get then compareAndSet in a retry loop; a CAS fails only if the other thread's increment landed in between, and then it retries
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicCasLoop {
    static void increment(AtomicInteger c) {
        int v;
        do {
            v = c.get();
        } while (!c.compareAndSet(v, v + 1));
    }

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger c = new AtomicInteger();
        Thread t1 = new Thread(() -> increment(c));
        Thread t2 = new Thread(() -> increment(c));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.get() == 2 : "count " + c.get();
        System.out.println("count " + c.get());
    }
}
