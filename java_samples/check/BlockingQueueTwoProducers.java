// expect: no_violation
// states: all=860 no-por=3949 no-symmetry=1096 none=4471 dpor=850 no-sleep-sets=856
// bounded-without-library-atomicity: 20000
// about: two producers put 2 items each into an ArrayBlockingQueue of capacity 1 and main takes 4; each producer's items arrive in its own order and none is lost, whatever the interleaving
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class BlockingQueueTwoProducers {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
        Thread a = new Thread(() -> produce(queue, 10));
        Thread b = new Thread(() -> produce(queue, 20));
        a.start();
        b.start();
        int lastA = 10, lastB = 20, sum = 0;
        for (int i = 0; i < 4; i++) {
            int got = queue.take();
            if (got < 20) {
                assert got == lastA + 1 : "producer A out of order: " + got;
                lastA = got;
            } else {
                assert got == lastB + 1 : "producer B out of order: " + got;
                lastB = got;
            }
            sum += got;
        }
        a.join();
        b.join();
        assert sum == 11 + 12 + 21 + 22 : "sum " + sum;
        System.out.println("sum " + sum);
    }

    static void produce(BlockingQueue<Integer> queue, int base) {
        try {
            queue.put(base + 1);
            queue.put(base + 2);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}
