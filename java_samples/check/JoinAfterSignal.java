// expect: no_violation
// states: all=35 no-por=64 no-symmetry=35 none=64
// about: main sets the flag and notifies before joining the worker, which loops on the flag, so the join always returns
public class JoinAfterSignal {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
        });
        worker.start();
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        worker.join();
        System.out.println("done");
    }
}
