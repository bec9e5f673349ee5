// expect: no_violation
// states: all=23 no-por=33 no-symmetry=23 none=33
// flags: --timeouts=idle
// about: SemaphoreTryAcquireTimeout under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

public class SemaphoreTryAcquireTimeoutIdle {
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
