// expect-races: none
// expect-lock-order: none
// about: a RecursiveAction on the common pool writes each half of a plain array from a subtask (the forked one may run on the worker); after invoke returns, main reads the array unlocked: a subtask's end happens before its join, and the root's before invoke returns (each leaf sleeps 5 ms, so that in the run the worker steals the forked half)
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinHandoff {
    static final int[] cells = new int[8];

    static class Fill extends RecursiveAction {
        final int lo;
        final int hi;

        Fill(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 2) {
                pause();
                for (int i = lo; i < hi; i++) {
                    cells[i] = i + 1;
                }
                return;
            }
            int mid = (lo + hi) / 2;
            Fill left = new Fill(lo, mid);
            left.fork();
            new Fill(mid, hi).compute();
            left.join();
        }
    }

    /** Lets the pool's worker run (and steal the forked half) meanwhile. */
    static void pause() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) {
        ForkJoinPool.commonPool().invoke(new Fill(0, 8));
        int sum = 0;
        for (int c : cells) {
            sum += c;
        }
        cells[0] = sum;
        System.out.println(sum);
    }
}
