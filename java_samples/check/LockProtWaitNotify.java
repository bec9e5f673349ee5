// expect: no_violation
// about: a queue kept in an ArrayList under a monitor with wait/notifyAll: the consumer's accesses after wait() returns are in a new critical section (the monitor taken again), the producers' adds in theirs; every access holds the monitor
// states: all=435 no-por=4434 no-symmetry=435
import java.util.ArrayList;
import java.util.List;

public class LockProtWaitNotify {
    static final class Queue {
        private final List<Integer> items = new ArrayList<>();

        synchronized void put(int v) {
            items.add(v);
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) {
                wait();
            }
            return items.remove(0);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Queue q = new Queue();
        int[] sum = new int[1];
        Thread consumer = new Thread(() -> {
            try {
                int s = q.take();
                s += q.take();
                sum[0] = s;
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread p1 = new Thread(() -> q.put(1));
        Thread p2 = new Thread(() -> q.put(2));
        consumer.start();
        p1.start();
        p2.start();
        consumer.join();
        p1.join();
        p2.join();
        assert sum[0] == 3;
    }
}
