// expect: no_violation
// states: all=77 no-por=184 no-symmetry=77 none=184 no-library-atomicity=37237 dpor=52
// about: two threads each write their slot, meet at a CyclicBarrier, then read the other's slot; the barrier orders every write before every read after it, in every interleaving
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class BarrierPhases {
    static final int[] slot = new int[2];
    static final CyclicBarrier barrier = new CyclicBarrier(2);

    static void party(int me) {
        slot[me] = me + 1;
        try {
            barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new RuntimeException(e);
        }
        int other = slot[1 - me];
        assert other == 2 - me : "party " + me + " saw " + other;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> party(0));
        Thread b = new Thread(() -> party(1));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("met");
    }
}
