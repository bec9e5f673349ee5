import java.util.concurrent.locks.ReentrantReadWriteLock;

/** A stats cache refreshes under the write lock, then downgrades to the read lock to use the value. */
public class StatsCacheDowngrade {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int[] stats;
    static int refreshes;

    static int average() {
        rw.readLock().lock();
        if (stats == null) {
            rw.readLock().unlock();
            rw.writeLock().lock();
            try {
                if (stats == null) {
                    stats = new int[] {3, 5, 10};
                    refreshes++;
                }
                rw.readLock().lock();
            } finally {
                rw.writeLock().unlock();
            }
        }
        try {
            int sum = 0;
            for (int s : stats) {
                sum += s;
            }
            return sum / stats.length;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] out = new int[2];
        Thread t = new Thread(() -> out[1] = average());
        t.start();
        out[0] = average();
        t.join();
        assert out[0] == 6 && out[1] == 6;
        assert refreshes == 1 : refreshes;
        System.out.println("average " + out[0]);
    }
}
