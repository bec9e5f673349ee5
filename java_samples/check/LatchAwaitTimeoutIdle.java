// expect: no_violation
// states: all=23 no-por=33 no-symmetry=23 none=33
// flags: --timeouts=idle
// about: the same program under --timeouts=idle: await times out only when no thread can run, so the worker has counted down by then
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class LatchAwaitTimeoutIdle {
    static int result;

    public static void main(String[] args) throws Exception {
        CountDownLatch latch = new CountDownLatch(1);
        Thread w = new Thread(() -> {
            result = 42;
            latch.countDown();
        });
        w.start();
        latch.await(1, TimeUnit.SECONDS);
        assert result == 42 : "the latch wait timed out before the worker counted down";
        w.join();
    }
}
