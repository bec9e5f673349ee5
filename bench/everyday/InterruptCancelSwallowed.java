import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

// Bug: the worker swallows the InterruptedException of take() without
// restoring the flag, so when the interrupt arrives while it waits, it goes
// back to take() on an empty queue and main's join waits forever (deadlock).
// When the interrupt lands while the worker is busy, the loop test sees it
// and the program ends normally.
public class InterruptCancelSwallowed {
    static final BlockingQueue<String> jobs = new LinkedBlockingQueue<>();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    String job = jobs.take();
                    System.out.println("did " + job);
                } catch (InterruptedException e) {
                    System.out.println("interrupted, carrying on");
                }
            }
        }, "worker");
        worker.start();
        jobs.put("resize");
        worker.interrupt();
        worker.join();
        System.out.println("worker stopped");
    }
}
