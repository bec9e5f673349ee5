// expect-races: ForkJoinSharedSum.total
// expect-lock-order: none
// about: ForkJoinHandoff's subtasks add into one plain static total instead: the forked half (run by the common pool's worker) and the half main computes update it with nothing ordering them (each leaf sleeps 5 ms, so that in the run the worker steals the forked half)
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinSharedSum {
    static int total;

    static class Add extends RecursiveAction {
        final int lo;
        final int hi;

        Add(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 2) {
                pause();
                for (int i = lo; i < hi; i++) {
                    total += i;
                }
                return;
            }
            int mid = (lo + hi) / 2;
            Add left = new Add(lo, mid);
            left.fork();
            new Add(mid, hi).compute();
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
        ForkJoinPool.commonPool().invoke(new Add(0, 8));
        System.out.println(total);
    }
}
