// expect: no_violation
// states: all=110 no-por=230 no-symmetry=110 none=230 dpor=71
// about: the waiter waits on outer while holding nothing else and takes inner only afterwards; both threads lock outer before inner
public class NestedMonitorFixed {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean ready;   // guarded by outer
    static int value;       // guarded by inner
    static int observed;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (outer) {
                while (!ready) {
                    try {
                        outer.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
                synchronized (inner) {
                    observed = value;
                }
            }
        });
        Thread signaller = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    value = 7;
                }
                ready = true;
                outer.notifyAll();
            }
        });
        waiter.start();
        signaller.start();
        waiter.join();
        signaller.join();
        assert observed == 7 : "observed " + observed;
        System.out.println("observed " + observed);
    }
}
