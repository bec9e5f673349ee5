public class TimedWaitTimesOut {
    static final Object lock = new Object();
    static boolean ready;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (lock) { ready = true; lock.notifyAll(); } });
        t.start();
        synchronized (lock) {
            if (!ready) lock.wait(1000);
            assert ready : "timed out before notify";
        }
        t.join();
    }
}
