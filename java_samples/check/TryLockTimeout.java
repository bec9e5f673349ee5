// expect: assertion
// states: all=54 no-por=74 no-symmetry=54 none=74
// about: two threads each tryLock(1, SECONDS) one lock and count under it; if the holder is delayed past the other's deadline, that tryLock times out and count is 1 (only a timeout reaches it)
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockTimeout {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    static void work() {
        try {
            if (lock.tryLock(1, TimeUnit.SECONDS)) {
                try {
                    count++;
                } finally {
                    lock.unlock();
                }
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(TryLockTimeout::work);
        Thread b = new Thread(TryLockTimeout::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "a tryLock timed out";
    }
}
