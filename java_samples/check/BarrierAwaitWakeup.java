// expect: assertion
// states: all=18 no-por=35 no-symmetry=18 none=35
// about: main waits at a CyclicBarrier with await(1, SECONDS) and is woken when the worker arrives; the worker records its arrival only after await returned, and main checks the record too early (only the wake-up reaches it: a timeout breaks the barrier)
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class BarrierAwaitWakeup {
    static volatile boolean arrived;

    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread worker = new Thread(() -> {
            try {
                barrier.await();
                arrived = true;
            } catch (Exception e) {
                // the barrier broke
            }
        });
        worker.start();
        try {
            barrier.await(1, TimeUnit.SECONDS);
            assert arrived : "passed the barrier before the worker recorded its arrival";
        } catch (TimeoutException e) {
            // gave up
        }
        worker.join();
    }
}
