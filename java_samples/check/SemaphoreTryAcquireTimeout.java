// expect: assertion
// states: all=5 no-por=20 no-symmetry=5 none=20
// about: main waits for a permit the worker releases when its result is ready, with tryAcquire(1, SECONDS), ignores the result and reads the result; if the worker is delayed past the deadline it is still 0 (only a timeout reaches it)
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

public class SemaphoreTryAcquireTimeout {
    static int result;

    public static void main(String[] args) throws Exception {
        Semaphore ready = new Semaphore(0);
        Thread worker = new Thread(() -> {
            result = 42;
            ready.release();
        });
        worker.start();
        ready.tryAcquire(1, TimeUnit.SECONDS);
        assert result == 42 : "tryAcquire timed out before the result was ready";
        worker.join();
    }
}
