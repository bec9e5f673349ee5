// expect: no_violation
// states: all=131 no-por=222 no-symmetry=131 none=222
// flags: --races
// about: the same two increments under one lock, and a volatile flag read without a lock:
// about: with --races nothing is reported (volatile accesses are synchronisation, not races)
public class NoRaceUnderLock {
    static final Object lock = new Object();
    static int hits;
    static volatile boolean done;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { synchronized (lock) { hits++; } done = true; });
        Thread b = new Thread(() -> { synchronized (lock) { hits++; } boolean seen = done; });
        a.start();
        b.start();
        a.join();
        b.join();
        assert hits == 2;
    }
}
