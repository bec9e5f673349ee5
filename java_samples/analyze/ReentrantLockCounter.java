// expect-races: none
// expect-lock-order: none
// about: three threads increment a counter inside lock()/unlock() of one ReentrantLock (and tryLock when it succeeds); the lock is recognised, so no race
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockCounter {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> {
            for (int i = 0; i < 50; i++) {
                lock.lock();
                try {
                    count++;
                } finally {
                    lock.unlock();
                }
                if (lock.tryLock()) {
                    try {
                        count++;
                    } finally {
                        lock.unlock();
                    }
                }
            }
        };
        Thread[] ts = {new Thread(r), new Thread(r), new Thread(r)};
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println(count > 0 ? "counted" : "nothing");
    }
}
