// expect: no_violation
// states: all=14774 no-por=19855 no-symmetry=54496 none=122806 dpor=14756
// bounded-without-library-atomicity: 20000
// about: a pool of two workers under the default `--timeouts=any`: a submitted task and an invoked RecursiveTask that forks one half and joins it; every result arrives whichever worker (or the joining thread) runs which task, and whenever an idle worker's keep-alive runs out (an idle worker that is not the top of the pool's idle stack restarts its keep-alive on each timeout, pushing the top's deadline into the past: passed deadlines are one value under `any`)
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveTask;

public class ForkJoinPoolTwoTasks {
    static class Sum extends RecursiveTask<Integer> {
        final int lo;
        final int hi;

        Sum(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Integer compute() {
            if (hi - lo <= 2) {
                int s = 0;
                for (int i = lo; i < hi; i++) {
                    s += i;
                }
                return s;
            }
            int mid = (lo + hi) / 2;
            Sum left = new Sum(lo, mid);
            left.fork();
            int right = new Sum(mid, hi).compute();
            return left.join() + right;
        }
    }

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        ForkJoinTask<Integer> a = pool.submit(() -> 10);
        int total = pool.invoke(new Sum(0, 4));
        assert total == 6 : total;
        assert a.join() == 10;
        pool.shutdown();
    }
}
