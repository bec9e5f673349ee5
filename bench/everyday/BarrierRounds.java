import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

// Two workers smooth an array for two rounds; after each round the barrier
// action (run by the last thread to arrive) copies the new values into the
// current ones, so every read in a round sees the previous round's values.
public class BarrierRounds {
    static int[] cur = {0, 8, 0, 8};
    static final int[] next = new int[4];
    static int rounds;

    public static void main(String[] args) throws InterruptedException {
        CyclicBarrier barrier = new CyclicBarrier(2, () -> {
            System.arraycopy(next, 0, cur, 0, cur.length);
            rounds++;
        });
        Thread[] ws = new Thread[2];
        for (int w = 0; w < 2; w++) {
            int lo = w * 2;
            ws[w] = new Thread(() -> {
                try {
                    for (int r = 0; r < 2; r++) {
                        for (int i = lo; i < lo + 2; i++) {
                            int left = cur[(i + 3) % 4];
                            int right = cur[(i + 1) % 4];
                            next[i] = (left + right) / 2;
                        }
                        barrier.await();
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new RuntimeException(e);
                }
            }, "smoother-" + w);
            ws[w].start();
        }
        for (Thread t : ws) {
            t.join();
        }
        assert rounds == 2;
        // round 1: {8,0,8,0}; round 2: {0,8,0,8}
        assert cur[0] == 0 && cur[1] == 8 && cur[2] == 0 && cur[3] == 8 : java.util.Arrays.toString(cur);
        System.out.println(java.util.Arrays.toString(cur));
    }
}
