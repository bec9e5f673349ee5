import java.util.concurrent.locks.ReentrantLock;

/** A print job waits for the printer lock interruptibly; the operator cancels it with interrupt(). */
public class PrintSpoolerInterruptible {
    static final ReentrantLock printer = new ReentrantLock();
    static volatile String outcome = "none";

    static void printJob() {
        try {
            printer.lockInterruptibly();
            try {
                outcome = "printed";
            } finally {
                printer.unlock();
            }
        } catch (InterruptedException e) {
            outcome = "cancelled";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread job = new Thread(PrintSpoolerInterruptible::printJob, "job-42");
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
