// expect: assertion
// states: all=110 no-por=238 no-symmetry=110 none=238 dpor=110
// bounded-without-library-atomicity: 20000
// about: a RecursiveAction on the common pool adds each leaf's sum to a plain static total instead of returning it: the worker and main (helping while it joins) can both read the total before either writes it, and one leaf's sum is lost
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

public class ForkJoinSharedTotal {
    static long total;

    static class Add extends RecursiveAction {
        final int lo;
        final int hi;

        Add(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 4) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += i;
                }
                total += s;
                return;
            }
            int mid = (lo + hi) / 2;
            invokeAll(new Add(lo, mid), new Add(mid, hi));
        }
    }

    public static void main(String[] args) {
        ForkJoinPool.commonPool().invoke(new Add(0, 8));
        assert total == 28 : total;
    }
}
