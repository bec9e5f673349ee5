import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.atomic.AtomicIntegerArray;

/** The workers poll() and quit on an empty queue: a job put late is never run. */
public class JobSchedulerPollQuits {
    record Job(int priority, int id, String name) implements Comparable<Job> {
        static Job stop() {
            return new Job(Integer.MAX_VALUE, -1, "stop");
        }

        boolean isStop() {
            return id < 0;
        }

        @Override
        public int compareTo(Job o) {
            int c = Integer.compare(priority, o.priority);
            return c != 0 ? c : Integer.compare(id, o.id);
        }
    }

    static final PriorityBlockingQueue<Job> queue = new PriorityBlockingQueue<>();
    static final AtomicIntegerArray runs = new AtomicIntegerArray(3);

    static void work() {
        while (true) {
            Job j = queue.poll();
            if (j == null || j.isStop()) {
                return;
            }
            runs.incrementAndGet(j.id());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(JobSchedulerPollQuits::work, "worker-1");
        Thread w2 = new Thread(JobSchedulerPollQuits::work, "worker-2");
        w1.start();
        w2.start();
        queue.put(new Job(5, 0, "report"));
        queue.put(new Job(1, 1, "backup"));
        queue.put(new Job(3, 2, "mail"));
        queue.put(Job.stop());
        queue.put(Job.stop());
        w1.join();
        w2.join();
        for (int i = 0; i < runs.length(); i++) {
            assert runs.get(i) == 1 : "job " + i + " ran " + runs.get(i) + " times";
        }
        System.out.println("all jobs ran once");
    }
}
