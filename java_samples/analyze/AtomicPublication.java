// expect-races: none
// expect-lock-order: none
// about: a worker fills a shared record and publishes it with compareAndSet on an AtomicInteger; main spins on get() and then updates the record unlocked: the atomic store happens before the load that sees it
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicPublication {
    static final class Record {
        int value;
        String label;
    }

    public static void main(String[] args) throws InterruptedException {
        Record rec = new Record();
        AtomicInteger state = new AtomicInteger();
        Thread worker = new Thread(() -> {
            rec.value = 7;
            rec.label = "seven";
            if (!state.compareAndSet(0, 1)) {
                throw new IllegalStateException("published twice");
            }
        });
        worker.start();
        while (state.get() != 1) {
            Thread.yield();
        }
        rec.value *= 6;
        rec.label = rec.label + " times six";
        System.out.println(rec.value + " " + rec.label);
        worker.join();
    }
}
