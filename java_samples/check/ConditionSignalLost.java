// expect: deadlock
// states: all=27 no-por=41 no-symmetry=27 none=41 no-library-atomicity=106 dpor=27
// about: two waiters await one Condition and the signaller calls signal() once; if both are waiting by then, one is never woken
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionSignalLost {
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
        Thread w1 = new Thread(ConditionSignalLost::awaitOpen);
        Thread w2 = new Thread(ConditionSignalLost::awaitOpen);
        Thread opener = new Thread(() -> {
            lock.lock();
            try {
                open = true;
                opened.signal();   // BUG: wakes only one of the waiters
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
