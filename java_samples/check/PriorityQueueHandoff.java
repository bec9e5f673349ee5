// expect: no_violation
// states: all=47 no-por=217 no-symmetry=47 none=217 dpor=47
// bounded-without-library-atomicity: 20000
// about: a producer puts 3, 1, 2 into a PriorityBlockingQueue and main takes three (take blocks while it is empty); whatever the interleaving each item arrives exactly once, and every item main takes is the smallest of those in the queue at that moment (the producer's put and main's take are atomic)
import java.util.concurrent.PriorityBlockingQueue;

public class PriorityQueueHandoff {
    public static void main(String[] args) throws InterruptedException {
        PriorityBlockingQueue<Integer> queue = new PriorityBlockingQueue<>();
        Thread producer = new Thread(() -> {
            queue.put(3);
            queue.put(1);
            queue.put(2);
        });
        producer.start();
        int seen = 0;
        for (int i = 0; i < 3; i++) {
            int got = queue.take();
            assert (seen & (1 << got)) == 0 : "twice: " + got;
            seen |= 1 << got;
        }
        producer.join();
        assert seen == 0b1110 : "seen " + seen;
        assert queue.isEmpty();
    }
}
