// expect: no_violation
// states: all=982 no-por=14806 no-symmetry=2865 none=1035610 dpor=982
// bounded-without-library-atomicity: 20000
// flags: --timeouts=idle
// about: a RecursiveTask on a pool of two workers splits 0..8 into two ranges of 4, forking the left half and computing the right; join returns each half's sum, so the total is the same whichever worker runs which half (idle timeouts; ForkJoinPoolTwoTasks is a pool of two under `any`)
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

public class ForkJoinRecursiveSum {
    static class Sum extends RecursiveTask<Long> {
        final int lo;
        final int hi;

        Sum(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= 4) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += i;
                }
                return s;
            }
            int mid = (lo + hi) / 2;
            Sum left = new Sum(lo, mid);
            left.fork();
            long right = new Sum(mid, hi).compute();
            return left.join() + right;
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        long total = pool.invoke(new Sum(0, 8));
        assert total == 28 : total;
        pool.shutdown();
    }
}
