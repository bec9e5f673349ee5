// ltl: {WeakUntilBroken.phase == 0} weakuntil {WeakUntilBroken.started}
// flags: --no-deadlock
// expect: violated-stutter
// states: all=9 no-por=9 no-symmetry=9 none=9 ndfs=9
// about: Spin's weak until, written as a word: the worker may leave phase 0 before it is started (a nondeterministic early move), so `phase == 0` does not hold up to `started`
import wayfinder.Verify;

public class WeakUntilBroken {
    static final Object lock = new Object();
    static boolean started;
    static int phase;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            if (Verify.getBoolean()) {
                phase = 1;
            }
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
