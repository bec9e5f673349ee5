// expect: no_violation
// states: all=27 no-por=35 no-symmetry=27 none=35
// flags: --timeouts=idle
// about: BarrierAwaitTimeout under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;

public class BarrierAwaitTimeoutIdle {
    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread other = new Thread(() -> {
            try {
                barrier.await(1, TimeUnit.SECONDS);
            } catch (Exception e) {
                // the barrier broke
            }
        });
        other.start();
        barrier.await(1, TimeUnit.SECONDS);
        other.join();
    }
}
