// expect: no_violation
// states: all=33 no-por=45 no-symmetry=33 none=45
// about: main reads the worker's result only when await(1, SECONDS) returned true: correct whether the wait is woken or times out
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class LatchAwaitChecked {
    static int result;

    public static void main(String[] args) throws Exception {
        CountDownLatch latch = new CountDownLatch(1);
        Thread w = new Thread(() -> {
            result = 42;
            latch.countDown();
        });
        w.start();
        if (latch.await(1, TimeUnit.SECONDS)) {
            assert result == 42;
        }
        w.join();
    }
}
