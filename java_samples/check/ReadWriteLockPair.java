// expect: no_violation
// states: all=3023 no-por=5946 no-symmetry=3251 none=6374 dpor=1451
// bounded-without-library-atomicity: 20000
// about: a writer updates two fields together under the write lock of a ReentrantReadWriteLock and two readers read them under the read lock; readers never see one field updated without the other
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockPair {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int a, b;

    static void read() {
        rw.readLock().lock();
        try {
            assert a == b : "torn read " + a + " " + b;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            rw.writeLock().lock();
            try {
                a++;
                b++;
            } finally {
                rw.writeLock().unlock();
            }
        });
        Thread r1 = new Thread(ReadWriteLockPair::read);
        Thread r2 = new Thread(ReadWriteLockPair::read);
        writer.start();
        r1.start();
        r2.start();
        writer.join();
        r1.join();
        r2.join();
        System.out.println("a=" + a + " b=" + b);
    }
}
