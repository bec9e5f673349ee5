// expect: assertion
// states: all=6 no-por=64 no-symmetry=6 none=64 dpor=6
// bounded-without-library-atomicity: 20000
// about: as PriorityQueueHandoff, but main assumes the first item it takes is the smallest (1); a priority queue orders only what has arrived, and main's take can run after the producer put 3 but before it put 1
import java.util.concurrent.PriorityBlockingQueue;

public class PriorityQueueEarlyTake {
    public static void main(String[] args) throws InterruptedException {
        PriorityBlockingQueue<Integer> queue = new PriorityBlockingQueue<>();
        Thread producer = new Thread(() -> {
            queue.put(3);
            queue.put(1);
            queue.put(2);
        });
        producer.start();
        int first = queue.take();
        assert first == 1 : "first " + first;
        queue.take();
        queue.take();
        producer.join();
    }
}
