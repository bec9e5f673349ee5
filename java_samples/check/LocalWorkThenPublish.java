// expect: no_violation
// states: all=214 no-por=26034 no-symmetry=214 none=62562
// about: each thread does its real work on objects only it can reach (an array and a StringBuilder),
// about: then publishes one result under a lock; partial-order reduction skips the thread-local accesses
public class LocalWorkThenPublish {
    static final Object lock = new Object();
    static int total;
    static int chars;

    static void work(int seed) {
        int[] data = new int[4];
        for (int i = 0; i < data.length; i++) {
            data[i] = seed * (i + 1);
        }
        int sum = 0;
        for (int v : data) {
            sum += v;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(seed).append(':').append(sum);
        synchronized (lock) {
            total += sum;
            chars += sb.length();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> work(1));
        Thread t2 = new Thread(() -> work(2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert total == 30 : total;
        assert chars == 8 : chars;
    }
}
