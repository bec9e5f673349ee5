// expect-races: none
// expect-lock-order: none
// about: main makes four mutable orders; a producer fills each and puts it into an ArrayBlockingQueue(1); the consumer takes each and updates it unlocked: put happens before the take that returns the object
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class QueueHandoff {
    static final class Order {
        int quantity;
        boolean shipped;
    }

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Order> queue = new ArrayBlockingQueue<>(1);
        Order[] orders = new Order[4];
        for (int i = 0; i < orders.length; i++) orders[i] = new Order();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < orders.length; i++) {
                    Order o = orders[i];
                    o.quantity = i + 1;
                    queue.put(o);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                int total = 0;
                for (int i = 0; i < 4; i++) {
                    Order o = queue.take();
                    o.quantity *= 2;
                    o.shipped = true;
                    total += o.quantity;
                }
                System.out.println("shipped " + total);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }
}
