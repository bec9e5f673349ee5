// expect: no_violation
// states: all=12 no-por=242 no-symmetry=12 none=242 dpor=12
// about: main fills and sums a journal array kept in a static field (so every thread could reach it) while a worker updates its own counter under a lock; only main ever touches the journal, so with owned objects its element accesses are no scheduling points and do not multiply the worker's interleavings
public class OwnedJournal {
    static final class Counter {
        int n;
    }

    static int[] journal;

    public static void main(String[] args) throws InterruptedException {
        journal = new int[4];
        Counter c = new Counter();
        Thread worker = new Thread(() -> {
            synchronized (c) {
                c.n++;
            }
            synchronized (c) {
                c.n++;
            }
        });
        worker.start();
        for (int i = 0; i < journal.length; i++) {
            journal[i] = i * i;
        }
        int sum = 0;
        for (int v : journal) {
            sum += v;
        }
        worker.join();
        assert sum == 14 : sum;
        assert c.n == 2 : c.n;
    }
}
