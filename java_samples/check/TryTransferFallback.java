// expect: no_violation
// states: all=58 no-por=98 no-symmetry=77 none=124
// about: main hands a job over with tryTransfer(1, SECONDS) and, when it times out, runs the job itself and stops the worker: the job runs exactly once whether the transfer is woken or times out
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class TryTransferFallback {
    public static void main(String[] args) throws Exception {
        LinkedTransferQueue<Runnable> jobs = new LinkedTransferQueue<>();
        AtomicInteger runs = new AtomicInteger();
        Thread worker = new Thread(() -> {
            try {
                jobs.take().run();
            } catch (InterruptedException e) {
                // shut down
            }
        });
        worker.start();
        Runnable job = runs::incrementAndGet;
        if (!jobs.tryTransfer(job, 1, TimeUnit.SECONDS)) {
            worker.interrupt();
            job.run();
        }
        worker.join();
        assert runs.get() == 1;
    }
}
