// expect: no_violation
// states: all=43 no-por=53 no-symmetry=43 none=53
// about: two threads meet at a CyclicBarrier with await(1, SECONDS); each handles a timeout or a broken barrier, and either both passed or neither did: correct whether the wait is woken or times out
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class BarrierAwaitChecked {
    static volatile boolean otherPassed;

    public static void main(String[] args) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread other = new Thread(() -> {
            try {
                barrier.await(1, TimeUnit.SECONDS);
                otherPassed = true;
            } catch (TimeoutException | BrokenBarrierException | InterruptedException e) {
                // gave up
            }
        });
        other.start();
        boolean passed;
        try {
            barrier.await(1, TimeUnit.SECONDS);
            passed = true;
        } catch (TimeoutException | BrokenBarrierException e) {
            passed = false;
        }
        other.join();
        assert passed == otherPassed : "one party passed the barrier and the other did not";
    }
}
