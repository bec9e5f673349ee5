// expect: no_violation
// states: all=997 no-por=2025 no-symmetry=1392 none=2646 dpor=668
// bounded-without-library-atomicity: 20000
// (three threads contending inside the JDK's AbstractQueuedSynchronizer give tens of millions of
// states when the library's own steps interleave: 28 million in 250 s without an end. With
// library-level atomicity each lock/await/signalAll is one step and the search ends)
// about: two waiters loop on a flag around await() and the opener sets it under the lock and calls signalAll(), so every waiter wakes
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionSignalAll {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition opened = lock.newCondition();
    static boolean open;

    static void awaitOpen() {
        lock.lock();
        try {
            while (!open) {
                opened.awaitUninterruptibly();
            }
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(ConditionSignalAll::awaitOpen);
        Thread w2 = new Thread(ConditionSignalAll::awaitOpen);
        Thread opener = new Thread(() -> {
            lock.lock();
            try {
                open = true;
                opened.signalAll();
            } finally {
                lock.unlock();
            }
        });
        w1.start();
        w2.start();
        opener.start();
        w1.join();
        w2.join();
        opener.join();
        System.out.println("opened");
    }
}
