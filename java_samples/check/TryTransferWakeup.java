// expect: assertion
// states: all=28 no-por=46 no-symmetry=28 none=46
// about: main hands a job over with tryTransfer(1, SECONDS); the worker's take wakes it, and main then checks the worker's record of the job before the worker wrote it (only the wake-up reaches it)
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;

public class TryTransferWakeup {
    static volatile String taken;

    public static void main(String[] args) throws Exception {
        LinkedTransferQueue<String> jobs = new LinkedTransferQueue<>();
        Thread worker = new Thread(() -> {
            try {
                taken = jobs.take();
            } catch (InterruptedException e) {
                // shut down
            }
        });
        worker.start();
        if (jobs.tryTransfer("job", 1, TimeUnit.SECONDS)) {
            assert "job".equals(taken) : "woken by the take before the worker recorded the job";
        } else {
            worker.interrupt();
        }
        worker.join();
    }
}
