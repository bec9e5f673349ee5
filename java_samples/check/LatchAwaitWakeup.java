// expect: assertion
// states: all=20 no-por=37 no-symmetry=20 none=37
// about: the worker counts the latch down and then sets a flag; main's await(1, SECONDS) is woken by the count-down and checks the flag too early (only the wake-up reaches it)
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class LatchAwaitWakeup {
    static volatile boolean finished;

    public static void main(String[] args) throws Exception {
        CountDownLatch latch = new CountDownLatch(1);
        Thread w = new Thread(() -> {
            latch.countDown();
            finished = true;
        });
        w.start();
        if (latch.await(1, TimeUnit.SECONDS)) {
            assert finished : "woken by the count-down before the worker finished";
        }
        w.join();
    }
}
