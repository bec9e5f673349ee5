// expect: no_violation
// about: a producer puts ITEMS values into an ArrayBlockingQueue of capacity CAP and the consumer (main) takes them in order
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class QueueHandoff {
    public static void main(String[] args) throws InterruptedException {
        int items = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int cap = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(cap);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= items; i++) {
                    queue.put(i);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        for (int i = 1; i <= items; i++) {
            int got = queue.take();
            assert got == i : "took " + got + ", expected " + i;
        }
        producer.join();
    }
}
