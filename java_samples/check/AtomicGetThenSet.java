// expect: assertion
// states: all=30 no-por=38 no-symmetry=30 none=38
// about: c.set(c.get() + 1) is two atomic steps, not one; if both threads get 0 before either sets, the result is 1
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicGetThenSet {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger c = new AtomicInteger();
        Runnable bump = () -> c.set(c.get() + 1);
        Thread t1 = new Thread(bump);
        Thread t2 = new Thread(bump);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.get() == 2 : "count " + c.get();
        System.out.println("count " + c.get());
    }
}
