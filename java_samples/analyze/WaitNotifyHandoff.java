// expect-races: none
// expect-lock-order: none
// about: a producer and a consumer pass items through a one-slot buffer with wait/notifyAll, every access under the buffer's monitor (wait releases it and takes it back)
public class WaitNotifyHandoff {
    static class Slot {
        private Integer item;

        synchronized void put(int v) throws InterruptedException {
            while (item != null) wait();
            item = v;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (item == null) wait();
            int v = item;
            item = null;
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Slot slot = new Slot();
        int[] sum = new int[1];
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 5; i++) slot.put(i);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 5; i++) sum[0] += slot.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("sum " + sum[0]);
    }
}
