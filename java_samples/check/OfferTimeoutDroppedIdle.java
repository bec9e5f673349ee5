// expect: no_violation
// states: all=19 no-por=43 no-symmetry=19 none=43
// flags: --timeouts=idle
// about: OfferTimeoutDropped under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class OfferTimeoutDroppedIdle {
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
