// expect: deadlock
// states: all=42 no-por=73 no-symmetry=42 none=73
// about: the waiter calls wait() with no condition; if the notifier runs first its notify() is lost and the waiter (and main in join) wait forever
public class MissedNotify {
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }
        });
        Thread notifier = new Thread(() -> {
            synchronized (lock) {
                lock.notify();
            }
        });
        waiter.start();
        notifier.start();
        waiter.join();
        notifier.join();
        System.out.println("woken");
    }
}
