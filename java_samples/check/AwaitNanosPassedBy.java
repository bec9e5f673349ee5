// expect: assertion
// states: all=63 no-por=65 no-symmetry=63 none=65 dpor=63
// about: Condition.awaitNanos returns its time left, negative by as much as the deadline has passed; a ticker thread's 0.2 s sleeps, each timing out, move the clock past main's 0.1 s deadline by 0.1 s, 0.3 s, ...; main assumes it overslept by at most 0.25 s, false once the ticker times out twice before main's wait does (counting every passed deadline in a library frame as 0 time left merged those states and missed it)
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class AwaitNanosPassedBy {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread ticker = new Thread(() -> {
            try {
                while (!done) {
                    Thread.sleep(200);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        ticker.start();
        ReentrantLock lock = new ReentrantLock();
        Condition never = lock.newCondition();
        long left;
        lock.lock();
        try {
            left = never.awaitNanos(TimeUnit.MILLISECONDS.toNanos(100));
        } finally {
            lock.unlock();
        }
        done = true;
        ticker.join();
        assert left > -TimeUnit.MILLISECONDS.toNanos(250) : "overslept by " + (-left) + " ns";
    }
}
