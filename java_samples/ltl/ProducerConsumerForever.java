// ltl: [] ({ProducerConsumerForever.full} -> <> !{ProducerConsumerForever.full}) && []<> {ProducerConsumerForever.full}
// expect: holds
// expect-fair: holds
// states: all=341 no-por=710 no-symmetry=341 none=710 ndfs=431
// states-fair: all=341 no-por=710 no-symmetry=341 none=710 ndfs=715
// about: an endless producer and consumer handing items over a one-place buffer with wait/notifyAll: every item put is taken, and items keep coming
public class ProducerConsumerForever {
    static final Object lock = new Object();
    static boolean full;
    static int item;

    public static void main(String[] args) {
        Thread consumer = new Thread(() -> {
            int last = 0;
            while (true) {
                synchronized (lock) {
                    while (!full) {
                        try {
                            lock.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    last = item;
                    full = false;
                    lock.notifyAll();
                }
            }
        });
        consumer.setDaemon(true);
        consumer.start();
        int next = 0;
        while (true) {
            synchronized (lock) {
                while (full) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                item = next;
                next = (next + 1) % 2;
                full = true;
                lock.notifyAll();
            }
        }
    }
}
