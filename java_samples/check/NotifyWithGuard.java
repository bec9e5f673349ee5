// expect: no_violation
// states: all=84 no-por=172 no-symmetry=84 none=172 dpor=53
// about: the waiter loops on a ready flag set under the same lock before notifyAll(), so an early notification is never lost
public class NotifyWithGuard {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
        });
        Thread notifier = new Thread(() -> {
            synchronized (lock) {
                ready = true;
                lock.notifyAll();
            }
        });
        waiter.start();
        notifier.start();
        waiter.join();
        notifier.join();
        System.out.println("woken");
    }
}
