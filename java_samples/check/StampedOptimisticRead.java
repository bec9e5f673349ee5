// expect: no_violation
// states: all=504 no-por=547 no-symmetry=504 none=547 no-library-atomicity=30636 dpor=500
// about: a writer updates a point's x and y under a StampedLock's write lock; the reader reads both after tryOptimisticRead and falls back to the read lock when validate fails, so it never sees x and y from different writes
import java.util.concurrent.locks.StampedLock;

public class StampedOptimisticRead {
    static int x;
    static int y;

    public static void main(String[] args) throws InterruptedException {
        StampedLock lock = new StampedLock();
        Thread writer = new Thread(() -> {
            for (int i = 1; i <= 2; i++) {
                long s = lock.writeLock();
                x = i;
                y = i;
                lock.unlockWrite(s);
            }
        });
        writer.start();
        long s = lock.tryOptimisticRead();
        int a = x;
        int b = y;
        if (!lock.validate(s)) {
            s = lock.readLock();
            a = x;
            b = y;
            lock.unlockRead(s);
        }
        assert a == b;
        writer.join();
    }
}
