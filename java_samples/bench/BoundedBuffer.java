// expect: no_violation
// about: P producers and C consumers (lambdas) on a synchronized circular buffer of capacity CAP with while-wait/notifyAll; defaults P=2 C=2 CAP=2 ITEMS=2; sum of consumed values checked
public class BoundedBuffer {
    private final int[] slots;
    private int head, tail, count;

    BoundedBuffer(int capacity) {
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

    public static void main(String[] args) throws InterruptedException {
        int producers = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int consumers = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int capacity = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        int items = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        if (producers < 1 || consumers < 1 || capacity < 1 || items < 0
                || producers * items % consumers != 0) {
            throw new IllegalArgumentException("need P, C, CAP >= 1 and P*ITEMS divisible by C");
        }
        int perConsumer = producers * items / consumers;
        BoundedBuffer buf = new BoundedBuffer(capacity);
        long[] sums = new long[consumers];   // slot c written only by consumer c
        Thread[] ts = new Thread[producers + consumers];
        for (int p = 0; p < producers; p++) {
            int base = p * items;
            ts[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= items; i++) buf.put(base + i);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (int c = 0; c < consumers; c++) {
            int id = c;
            ts[producers + c] = new Thread(() -> {
                try {
                    long sum = 0;
                    for (int i = 0; i < perConsumer; i++) sum += buf.take();
                    sums[id] = sum;
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long total = 0;
        for (long s : sums) total += s;
        long n = (long) producers * items;   // values 1..n, each put exactly once
        assert total == n * (n + 1) / 2 : "consumed sum " + total;
        System.out.println("consumed sum " + total);
    }
}
