// expect: assertion
// states: all=11 no-por=16 no-symmetry=11 none=16 dpor=11
// bounded-without-library-atomicity: 20000
// about: a producer puts a job due in 10 ms into a DelayQueue and then counts down a latch; main waits for the latch and calls poll(), which does not wait: unless 10 ms passed meanwhile the job is not due yet and poll returns null
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.TimeUnit;

public class DelayQueuePollTooSoon {
    static final class Job implements Delayed {
        final long due;

        Job(long delayMillis) {
            due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMillis);
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(due - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed o) {
            return Long.compare(due, ((Job) o).due);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        DelayQueue<Job> queue = new DelayQueue<>();
        CountDownLatch queued = new CountDownLatch(1);
        Thread producer = new Thread(() -> {
            queue.put(new Job(10));
            queued.countDown();
        });
        producer.start();
        queued.await();
        Job job = queue.poll();
        assert job != null : "the job was queued but poll returned nothing";
        producer.join();
    }
}
