// expect: exception java.util.NoSuchElementException
// states: all=4 no-por=23 no-symmetry=4 none=23
// flags: --spurious-wakeups
// about: a print spooler's worker waits under an `if`, not a `while`: under --spurious-wakeups the untimed wait() may return before any job is queued (JLS 17.2.1), and removeFirst() on the empty queue throws
import java.util.ArrayDeque;
import java.util.Deque;

public class SpuriousWakeupIf {
    private final Deque<String> jobs = new ArrayDeque<>();

    synchronized void submit(String job) {
        jobs.addLast(job);
        notifyAll();
    }

    synchronized String nextJob() throws InterruptedException {
        if (jobs.isEmpty()) {
            wait();
        }
        return jobs.removeFirst();
    }

    public static void main(String[] args) throws Exception {
        SpuriousWakeupIf spooler = new SpuriousWakeupIf();
        Thread office = new Thread(() -> spooler.submit("invoice.pdf"));
        office.start();
        System.out.println("printing " + spooler.nextJob());
        office.join();
    }
}
