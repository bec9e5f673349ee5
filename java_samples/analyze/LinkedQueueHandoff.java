// expect-races: none
// expect-lock-order: none
// about: the hand-off of QueueHandoff through a LinkedBlockingQueue (two locks and an atomic count): the producer keeps one order and, after the consumer hands it back through a second queue, updates it again
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class LinkedQueueHandoff {
    static final class Order {
        int quantity;
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Order> out = new LinkedBlockingQueue<>();
        BlockingQueue<Order> back = new LinkedBlockingQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    Order o = out.take();
                    o.quantity += 100;
                    back.put(o);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        Order o = new Order();
        for (int i = 0; i < 3; i++) {
            o.quantity += 1;
            out.put(o);
            o = back.take();
        }
        System.out.println("quantity " + o.quantity);
        consumer.join();
    }
}
