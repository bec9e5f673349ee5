// expect: deadlock
// states: all=12 no-por=20 no-symmetry=12 none=20 no-local-statics=13
// about: the waiter holds outer and inner and waits on inner, which releases only inner; if it gets outer first the signaller blocks on outer forever
public class NestedMonitorLockout {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    while (!ready) {
                        try {
                            inner.wait();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                }
            }
        });
        Thread signaller = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    ready = true;
                    inner.notifyAll();
                }
            }
        });
        waiter.start();
        signaller.start();
        waiter.join();
        signaller.join();
        System.out.println("done");
    }
}
