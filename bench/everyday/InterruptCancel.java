import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

// A worker takes jobs from a queue until it is interrupted; main hands it
// two jobs, interrupts it and joins. The worker restores the interrupt flag
// when take() throws and leaves its loop, so main's join always returns.
public class InterruptCancel {
    static final BlockingQueue<String> jobs = new LinkedBlockingQueue<>();
    static volatile int done;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    String job = jobs.take();
                    done++;
                    assert !job.isEmpty();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "worker");
        worker.start();
        jobs.put("resize");
        jobs.put("upload");
        worker.interrupt();
        worker.join();
        assert done <= 2 : "done " + done;
        System.out.println("worker stopped");
    }
}
