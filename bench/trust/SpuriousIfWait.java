public class SpuriousIfWait {
    static final Object lock = new Object();
    static boolean ready;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (lock) { ready = true; lock.notify(); } });
        synchronized (lock) {
            t.start();
            if (!ready) lock.wait();
            assert ready : "woke without notify";
        }
        t.join();
    }
}
