// expect: inconclusive
// limit: keep-alive deadlines
// states: all=1723 no-por=3954 no-symmetry=4454 none=8343 dpor=1692
// bounded-without-library-atomicity: 20000
// about: two ForkJoinPool workers go idle with keep-alive deadlines (one of them below the other on the idle stack, after a join), main sleeps past both, then reads the clock and times how long the survivor lives on; the search takes passed keep-alive deadlines as one value while no time is observed, and a worker below the top restarts its keep-alive from that value, so the elapsed times read after the merge may not all have been explored: inconclusive, never "no violation (search complete)"
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveTask;

public class KeepAliveRestartObserved {
    static volatile Thread first;
    static volatile Thread second;

    static synchronized void note() {
        Thread t = Thread.currentThread();
        if (first == null) {
            first = t;
        } else if (first != t && second == null) {
            second = t;
        }
    }

    static class Sum extends RecursiveTask<Integer> {
        final int lo;
        final int hi;

        Sum(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Integer compute() {
            note();
            if (hi - lo <= 2) {
                return lo + (hi - 1);
            }
            int mid = (lo + hi) / 2;
            Sum left = new Sum(lo, mid);
            left.fork();
            int right = new Sum(mid, hi).compute();
            return left.join() + right;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ForkJoinPool pool = new ForkJoinPool(2);
        ForkJoinTask<Integer> task = pool.submit(new Sum(0, 4));
        Thread.sleep(5);
        assert task.join() == 6;
        // Past both workers' keep-alive deadlines (60 s after they went idle).
        Thread.sleep(200_000);
        Thread a = first;
        Thread b = second;
        if (b == null) {
            return;
        }
        while (a.isAlive() && b.isAlive()) {
            Thread.onSpinWait();
        }
        long start = System.nanoTime();
        Thread survivor = a.isAlive() ? a : b;
        survivor.join();
        long elapsed = System.nanoTime() - start;
        // The survivor ends within one keep-alive (60 s) of the other.
        assert elapsed <= 60_000_000_000L : elapsed;
    }
}
