// ltl: [] (loc("pkg.LocEventuallyLeaves:16") -> <> !loc("pkg.LocEventuallyLeaves:16"))
// expect: holds
// states: all=41 no-por=70 no-symmetry=41 none=70 ndfs=56
// about: a location proposition by class name (in a package): a thread that reaches line 16 (the wait loop's call) always moves on; the one-shot latch is opened by main
package pkg;

public class LocEventuallyLeaves {
    static final Object lock = new Object();
    static boolean open;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                while (!open) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        t.start();
        synchronized (lock) {
            open = true;
            lock.notifyAll();
        }
        t.join();
    }
}
