// expect: no_violation
// states: all=46 no-por=82 no-symmetry=46 none=82 no-library-atomicity=79
// about: two threads call AtomicInteger.incrementAndGet, an atomic read-modify-write, so the final value is always 2
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicIncrement {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger c = new AtomicInteger();
        Thread t1 = new Thread(c::incrementAndGet);
        Thread t2 = new Thread(c::incrementAndGet);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.get() == 2 : "count " + c.get();
        System.out.println("count " + c.get());
    }
}
