// expect: assertion
// states: all=20 no-por=42 no-symmetry=20 none=42
// about: main waits in offer(1, SECONDS) on a full queue; the consumer's take makes room and wakes it, and main then checks the consumer's record of the item before the consumer wrote it (only the wake-up reaches it)
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class OfferWakeup {
    static volatile int consumed;

    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
        queue.put(1);
        Thread consumer = new Thread(() -> consumed = queue.poll());
        consumer.start();
        if (queue.offer(2, 1, TimeUnit.SECONDS)) {
            assert consumed == 1 : "woken by the take before the consumer recorded it";
        }
        consumer.join();
    }
}
