// expect: assertion
// states: all=20 no-por=37 no-symmetry=20 none=37
// about: the worker releases a permit and then records that it finished; main's tryAcquire(1, SECONDS) is woken by the release and checks the record too early (only the wake-up reaches it)
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

public class SemaphoreTryAcquireWakeup {
    static volatile boolean finished;

    public static void main(String[] args) throws Exception {
        Semaphore permit = new Semaphore(0);
        Thread worker = new Thread(() -> {
            permit.release();
            finished = true;
        });
        worker.start();
        if (permit.tryAcquire(1, TimeUnit.SECONDS)) {
            assert finished : "woken by the release before the worker finished";
        }
        worker.join();
    }
}
