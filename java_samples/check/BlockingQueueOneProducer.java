// expect: no_violation
// states: all=91 no-por=303 no-symmetry=113 none=339 dpor=91
// bounded-without-library-atomicity: 20000
// about: a producer puts 4 items through an ArrayBlockingQueue of capacity 1 and the consumer takes them; put/take block and hand over in order, so the consumer sees 1,2,3,4 in every interleaving
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class BlockingQueueOneProducer {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 4; i++) {
                    queue.put(i);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        int expected = 1;
        for (int i = 0; i < 4; i++) {
            int got = queue.take();
            assert got == expected : "took " + got + ", expected " + expected;
            expected++;
        }
        producer.join();
        System.out.println("took 4 in order");
    }
}
