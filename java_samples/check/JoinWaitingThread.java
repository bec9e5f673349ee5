// expect: deadlock
// states: all=7 no-por=10 no-symmetry=7 none=10 no-local-statics=8
// about: main joins a worker that waits for a flag main only sets after the join returns, so in every schedule both wait forever
public class JoinWaitingThread {
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
        worker.join();          // BUG: the worker cannot finish before the signal below
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        System.out.println("done");
    }
}
