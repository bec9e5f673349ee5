// expect: deadlock
// states: all=15 no-por=15 no-symmetry=15 none=13
// about: Thread.suspend (JDK 17) keeps the suspended thread's monitors: main suspends t while t holds t's own monitor, then needs that monitor itself; t is never resumed, so both are stuck
public class SuspendLockHolderDeadlock {
    static volatile boolean running;

    @SuppressWarnings("removal")
    public static void main(String[] args) {
        Thread t = new Thread() {
            @Override
            public synchronized void run() {
                running = true;
                while (true) {
                    Thread.yield();
                }
            }
        };
        t.setDaemon(true);
        t.start();
        while (!running) {
            Thread.yield();
        }
        t.suspend();
        synchronized (t) {
            System.out.println("main got t's monitor");
        }
    }
}
