// expect: no_violation
// states: all=32 no-por=46 no-symmetry=47 none=69
// flags: --timeouts=idle
// about: TryTransferTimeout under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;

public class TryTransferTimeoutIdle {
    public static void main(String[] args) throws Exception {
        LinkedTransferQueue<String> jobs = new LinkedTransferQueue<>();
        Thread worker = new Thread(() -> {
            try {
                jobs.take();
            } catch (InterruptedException e) {
                // shut down
            }
        });
        worker.start();
        boolean handed = jobs.tryTransfer("job", 1, TimeUnit.SECONDS);
        assert handed : "the worker did not take the job in time";
        worker.join();
    }
}
