// expect: assertion
// states: all=1962 no-por=2016 no-symmetry=3767 none=3854 dpor=1958
// bounded-without-library-atomicity: 20000
// about: the same pool of two workers under `--timeouts=any`, two submitted tasks each add to a plain static counter (read, then write); when both workers run them at once one update is lost and main's check after joining both fails
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

public class ForkJoinPoolTwoLost {
    static int count;

    public static void main(String[] args) {
        ForkJoinPool pool = new ForkJoinPool(2);
        ForkJoinTask<?> a = pool.submit(() -> { count = count + 1; });
        ForkJoinTask<?> b = pool.submit(() -> { count = count + 1; });
        a.join();
        b.join();
        assert count == 2 : count;
        pool.shutdown();
    }
}
