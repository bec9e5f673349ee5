// ltl: {WeakUntilMayNeverStart.phase == 0} W {WeakUntilMayNeverStart.started}
// flags: --no-deadlock
// expect: holds
// states: all=40 no-por=77 no-symmetry=40 none=77 ndfs=40
// about: Spin's weak until: the worker stays in phase 0 until it is started, and the main thread may never start it (the worker then waits forever: with --no-deadlock the run stays there); `W` allows that, while `U` demands that `started` come (UntilNeedsStart; WeakUntilBroken moves the phase early)
import wayfinder.Verify;

public class WeakUntilMayNeverStart {
    static final Object lock = new Object();
    static boolean started;
    static int phase;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                while (!started) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            phase = 2;
        });
        worker.start();
        if (Verify.getBoolean()) {
            synchronized (lock) {
                started = true;
                lock.notifyAll();
            }
        }
    }
}
