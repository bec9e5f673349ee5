// expect: assertion
// states: all=24 no-por=47 no-symmetry=24 none=47 no-library-atomicity=34 dpor=24
// about: the reader of StampedOptimisticRead without validate: the writer can take the write lock between the reader's two reads, and the reader sees x and y from different writes
import java.util.concurrent.locks.StampedLock;

public class StampedNoValidate {
    static int x;
    static int y;

    public static void main(String[] args) throws InterruptedException {
        StampedLock lock = new StampedLock();
        Thread writer = new Thread(() -> {
            long s = lock.writeLock();
            x = 1;
            y = 1;
            lock.unlockWrite(s);
        });
        writer.start();
        lock.tryOptimisticRead();
        int a = x;
        int b = y;
        assert a == b;
        writer.join();
    }
}
