// expect: no_violation
// states: all=21 no-por=34 no-symmetry=21 none=34 no-local-statics=24
// about: a thread waits (no timeout) for a flag nobody sets; main interrupts it, so in every schedule it
// about: leaves wait() with InterruptedException and its interrupt status cleared (a timed sleep would
// about: not do: the checker abstracts time, so a sleep may also end before the interrupt arrives)
public class InterruptWait {
    static final Object lock = new Object();
    static boolean never;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (!never) {
                        lock.wait();
                    }
                    throw new IllegalStateException("woke without an interrupt");
                } catch (InterruptedException e) {
                    if (Thread.currentThread().isInterrupted()) {
                        throw new IllegalStateException("still interrupted");
                    }
                }
            }
        });
        t.start();
        t.interrupt();
        t.join();
    }
}
