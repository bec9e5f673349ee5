// expect: assertion
// states: all=10 no-por=15 no-symmetry=10 none=15
// about: a full one-slot queue; main hands over a second item with offer(1, SECONDS) and ignores the result, assuming the consumer makes room in time; if the consumer is delayed past the deadline the item is dropped (only a timeout reaches it)
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class OfferTimeoutDropped {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
        queue.put(1);
        Thread consumer = new Thread(() -> queue.poll());
        consumer.start();
        queue.offer(2, 1, TimeUnit.SECONDS);
        consumer.join();
        assert queue.contains(2) : "the item was dropped";
    }
}
