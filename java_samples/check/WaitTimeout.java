// expect: no_violation
// states: all=85 no-por=150 no-symmetry=85 none=150
// about: a timed wait in a guarded loop: the waiter either is notified or times out and re-checks; both end well
public class WaitTimeout {
    static final Object lock = new Object();
    static boolean ready;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (lock) { ready = true; lock.notifyAll(); } });
        t.start();
        synchronized (lock) {
            long deadline = 0;
            while (!ready) { lock.wait(10); deadline++; if (deadline > 3) break; }
        }
        t.join();
        assert ready;
    }
}
