// expect: no_violation
// states: all=185 no-por=726 no-symmetry=185 none=726 dpor=163
// about: one producer puts 1,2,3 into a synchronized buffer of capacity 1 and one consumer takes 3; while-guarded wait with notifyAll, so nothing is lost or stuck
public class SyncBoundedBuffer {
    static class Buffer {
        private final int[] slots;
        private int head, tail, count;

        Buffer(int capacity) {
            slots = new int[capacity];
        }

        synchronized void put(int v) throws InterruptedException {
            while (count == slots.length) wait();
            slots[tail] = v;
            tail = (tail + 1) % slots.length;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = slots[head];
            head = (head + 1) % slots.length;
            count--;
            notifyAll();
            return v;
        }
    }

    static int consumed;

    public static void main(String[] args) throws InterruptedException {
        Buffer buf = new Buffer(1);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 3; i++) buf.put(i);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                int sum = 0;
                for (int i = 0; i < 3; i++) sum += buf.take();
                consumed = sum;
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert consumed == 6 : "consumed " + consumed;
        System.out.println("consumed " + consumed);
    }
}
