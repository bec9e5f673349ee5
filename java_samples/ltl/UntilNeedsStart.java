// ltl: {UntilNeedsStart.phase == 0} U {UntilNeedsStart.started}
// flags: --no-deadlock
// expect: violated-stutter
// states: all=5 no-por=5 no-symmetry=5 none=5 ndfs=5
// about: strong until, the counterpart of WeakUntilMayNeverStart (same program): the main thread may never start the worker, so `started` never comes and `U` fails on that path, where the worker waits forever in phase 0
import wayfinder.Verify;

public class UntilNeedsStart {
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
