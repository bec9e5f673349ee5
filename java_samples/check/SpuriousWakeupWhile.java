// expect: no_violation
// states: all=19 no-por=71 no-symmetry=19 none=71
// flags: --spurious-wakeups
// about: SpuriousWakeupIf with the wait in a `while` loop re-testing the queue: under --spurious-wakeups a wakeup without a job waits again, so removeFirst() always finds the job
import java.util.ArrayDeque;
import java.util.Deque;

public class SpuriousWakeupWhile {
    private final Deque<String> jobs = new ArrayDeque<>();

    synchronized void submit(String job) {
        jobs.addLast(job);
        notifyAll();
    }

    synchronized String nextJob() throws InterruptedException {
        while (jobs.isEmpty()) {
            wait();
        }
        return jobs.removeFirst();
    }

    public static void main(String[] args) throws Exception {
        SpuriousWakeupWhile spooler = new SpuriousWakeupWhile();
        Thread office = new Thread(() -> spooler.submit("invoice.pdf"));
        office.start();
        System.out.println("printing " + spooler.nextJob());
        office.join();
    }
}
