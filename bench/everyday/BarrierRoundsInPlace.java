import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

// Bug: the workers write their new values straight into the array the other
// worker is reading in the same round (no second buffer); depending on the
// schedule a worker reads a neighbour already updated for this round and the
// result differs from the two-buffer version.
public class BarrierRoundsInPlace {
    static final int[] cur = {0, 8, 0, 8};

    public static void main(String[] args) throws InterruptedException {
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread[] ws = new Thread[2];
        for (int w = 0; w < 2; w++) {
            int lo = w * 2;
            ws[w] = new Thread(() -> {
                try {
                    int[] mine = new int[2];
                    for (int i = lo; i < lo + 2; i++) {
                        mine[i - lo] = (cur[(i + 3) % 4] + cur[(i + 1) % 4]) / 2;
                    }
                    cur[lo] = mine[0];
                    cur[lo + 1] = mine[1];
                    barrier.await();
                } catch (InterruptedException | BrokenBarrierException e) {
                    throw new RuntimeException(e);
                }
            }, "smoother-" + w);
            ws[w].start();
        }
        for (Thread t : ws) {
            t.join();
        }
        assert cur[0] == 8 && cur[1] == 0 && cur[2] == 8 && cur[3] == 0 : java.util.Arrays.toString(cur);
        System.out.println(java.util.Arrays.toString(cur));
    }
}
