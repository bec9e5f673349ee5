import java.util.concurrent.locks.ReentrantLock;

/** The job waits with lock() and so ignores interrupt(): the operator joins it while holding the lock. */
public class PrintSpoolerUninterruptible {
    static final ReentrantLock printer = new ReentrantLock();
    static volatile String outcome = "none";

    static void printJob() {
        printer.lock();
        try {
            outcome = Thread.currentThread().isInterrupted() ? "cancelled" : "printed";
        } finally {
            printer.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread job = new Thread(PrintSpoolerUninterruptible::printJob, "job-42");
        printer.lock();
        try {
            job.start();
            job.interrupt();
            job.join();
        } finally {
            printer.unlock();
        }
        assert outcome.equals("cancelled") : outcome;
        System.out.println("job " + outcome);
    }
}
