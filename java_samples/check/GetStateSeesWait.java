// expect: assertion
// states: all=55 no-por=443 no-symmetry=55 none=443 dpor=55
// about: main asserts that the worker it just started is not WAITING yet; it fails when the worker reaches lock.wait() before main calls getState (dynamic POR must see getState read the state the worker's wait changes)
public class GetStateSeesWait {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        w.start();
        Thread.State s = w.getState();
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        w.join();
        assert s != Thread.State.WAITING : "the worker was already waiting";
    }
}
