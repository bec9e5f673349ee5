// expect: exception java.util.concurrent.TimeoutException
// states: all=5 no-por=6 no-symmetry=5 none=6
// about: two threads meet at a CyclicBarrier with await(1, SECONDS) and main does not handle the timeout; if the other party is delayed past the deadline, TimeoutException escapes main (only a timeout reaches it)
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;

public class BarrierAwaitTimeout {
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
