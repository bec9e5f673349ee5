// expect: inconclusive
// limit: the clock: DelayQueueExpired$Job.<init>(DelayQueueExpired.java:15) reads it and the value reaches a store into field DelayQueueExpired$Job.due
// states: all=223 no-por=469 no-symmetry=719 none=1451 dpor=223
// bounded-without-library-atomicity: 20000
// about: a producer puts two jobs due in 20 ms and 10 ms into a DelayQueue and main takes both (take waits, timed, for the head's delay); whichever arrives first, take hands out a job only once it is due, so each job main gets has a delay of zero or less; no violation is found, but the jobs' due times are clock values kept in a field (ordering the queue, deciding when take wakes), explored at their earliest only (a producer delayed between its two puts is never seen), so the verdict is inconclusive, naming the read
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.TimeUnit;

public class DelayQueueExpired {
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
        Thread producer = new Thread(() -> {
            queue.put(new Job(20));
            queue.put(new Job(10));
        });
        producer.start();
        for (int i = 0; i < 2; i++) {
            Job job = queue.take();
            assert job.getDelay(TimeUnit.NANOSECONDS) <= 0 : "taken before it was due";
        }
        producer.join();
    }
}
