// ltl: [] {SpinLockAtomic.inside <= 1}
// expect: holds
// expect-fair: holds
// states: all=297 no-por=550 no-symmetry=297 none=550 ndfs=297
// states-fair: all=297 no-por=550 no-symmetry=297 none=550 ndfs=297
// about: a spin lock on an AtomicBoolean (compareAndSet, then set(false)) taken twice by each of two threads: never two threads inside
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinLockAtomic {
    static final AtomicBoolean locked = new AtomicBoolean();
    static volatile int inside;

    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> {
            for (int i = 0; i < 2; i++) {
                while (!locked.compareAndSet(false, true)) {
                    Thread.onSpinWait();
                }
                inside++;
                inside--;
                locked.set(false);
            }
        };
        Thread a = new Thread(r);
        Thread b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
