// expect: assertion
// states: all=23 no-por=50 no-symmetry=23 none=50
// about: the worker thread runs a FutureTask and then records that it finished; main's get(1, SECONDS) is woken by the completion and checks the record too early (only the wake-up reaches it)
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class FutureGetWakeup {
    static volatile boolean finished;

    public static void main(String[] args) throws Exception {
        FutureTask<Integer> task = new FutureTask<>(() -> 42);
        Thread worker = new Thread(() -> {
            task.run();
            finished = true;
        });
        worker.start();
        try {
            if (task.get(1, TimeUnit.SECONDS) == 42) {
                assert finished : "woken by the completion before the worker finished";
            }
        } catch (TimeoutException e) {
            // gave up
        }
        worker.join();
    }
}
