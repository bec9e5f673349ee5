// expect: no_violation
// states: all=89 no-por=249 no-symmetry=124 none=329
// bounded-without-library-atomicity: 20000
// about: a producer hands two items to a consumer through a one-slot queue with offer(100, MILLISECONDS), retrying while it times out; the consumer takes both: correct whether each offer is woken or times out (the retries differ only in when they happened, so they return to one state)
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

public class OfferRetry {
    public static void main(String[] args) throws Exception {
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
        int[] sum = new int[1];
        Thread consumer = new Thread(() -> {
            try {
                sum[0] = queue.take() + queue.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        consumer.start();
        for (int item = 1; item <= 2; item++) {
            while (!queue.offer(item, 100, TimeUnit.MILLISECONDS)) {
                // the consumer is slow: try again
            }
        }
        consumer.join();
        assert sum[0] == 3;
    }
}
