// expect: deadlock
// states: all=10 no-por=10 no-symmetry=10 none=10
// about: main joins t while holding t's monitor, which t needs to return from its wait: the JDK's join waits on the Thread object, so it releases the monitor, and t's end wakes it (no deadlock on any schedule without spurious wakeups); but main's `t.wait()` is under no loop, and a spurious wakeup (JLS 17.2.1, explored by default at unlooped waits) before t runs makes main's notify() lost: t then waits forever while main joins it, a real deadlock
public class JoinWhileHoldingThreadMonitor {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread() {
            @Override
            public synchronized void run() {
                notifyAll();
                try {
                    wait();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
        };
        synchronized (t) {
            t.start();
            t.wait(); // t's notifyAll ends this wait
            t.notify(); // t must take the monitor back to return from its wait
            t.join(); // releases t's monitor until t has ended
            System.out.println("joined, alive: " + t.isAlive());
        }
    }
}
