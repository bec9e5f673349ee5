// expect: assertion
// states: all=5 no-por=20 no-symmetry=5 none=20
// about: main waits on a latch with await(1, SECONDS), ignores its result and reads the worker's result; if the worker is delayed past the deadline it is still 0 (only a timeout reaches it)
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class LatchAwaitTimeout {
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
