// expect-races: none
// expect-lock-order: none
// about: a worker fills a shared buffer, then sets a volatile flag in it; main spins on the flag and then rewrites the data unlocked: the volatile write happens before the read that sees it (Eraser alone warns)
public class VolatilePublication {
    static final class Buffer {
        int[] data = new int[4];
        int length;
        volatile boolean ready;
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer buf = new Buffer();
        Thread worker = new Thread(() -> {
            for (int i = 0; i < buf.data.length; i++) buf.data[i] = i * i;
            buf.length = buf.data.length;
            buf.ready = true;
        });
        worker.start();
        while (!buf.ready) {
            Thread.yield();
        }
        int sum = 0;
        for (int i = 0; i < buf.length; i++) {
            sum += buf.data[i];
            buf.data[i] = 0;
        }
        buf.length = 0;
        System.out.println("sum " + sum);
        worker.join();
    }
}
