// expect-races: PlainFlag$Buffer.length PlainFlag$Buffer.ready
// expect-lock-order: none
// about: VolatilePublication with the flag not volatile: nothing orders the worker's writes before main's accesses, so the flag and the data both race
public class PlainFlag {
    static final class Buffer {
        int length;
        boolean ready;
    }

    public static void main(String[] args) throws InterruptedException {
        Buffer buf = new Buffer();
        Thread worker = new Thread(() -> {
            buf.length = 4;
            buf.ready = true;
        });
        worker.start();
        while (!buf.ready) {
            Thread.yield();
        }
        buf.length = buf.length * 2;
        System.out.println("length " + buf.length);
        worker.join();
    }
}
