// expect: assertion
// states: all=6 no-por=20 no-symmetry=6 none=20
// about: main hands a job to a worker with tryTransfer(1, SECONDS) and assumes the worker took it; if the worker is delayed past the deadline the transfer fails and the job is not queued (only a timeout reaches it)
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;

public class TryTransferTimeout {
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
