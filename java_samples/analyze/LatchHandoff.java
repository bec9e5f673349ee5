// expect-races: none
// expect-lock-order: none
// about: a worker fills a shared record and counts down a CountDownLatch; main awaits the latch and then updates the record unlocked: countDown happens before await returns
import java.util.concurrent.CountDownLatch;

public class LatchHandoff {
    static final class Record {
        int id;
        String name;
    }

    public static void main(String[] args) throws InterruptedException {
        Record rec = new Record();
        CountDownLatch ready = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            rec.id = 42;
            rec.name = "answer";
            ready.countDown();
        });
        worker.start();
        ready.await();
        rec.id += 1;
        rec.name = rec.name + "!";
        System.out.println(rec.id + " " + rec.name);
        worker.join();
    }
}
