// expect: assertion
// states: all=29 no-por=55 no-symmetry=29 none=55
// about: main stops a worker that sets x = 1 inside a synchronized block and x = 2 after it; Thread.stop makes the worker throw ThreadDeath at its next instruction, so when main stops it right after x = 1 the block is abandoned (its monitor released) and x stays 1; the uncaught ThreadDeath itself is silent
public class ThreadStopMidBlock {
    static final Object lock = new Object();
    static int x;

    @SuppressWarnings("removal")
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                x = 1;
            }
            x = 2;
        });
        worker.start();
        worker.stop();
        worker.join();
        assert x != 1 : "stopped inside the block";
    }
}
