// expect: inconclusive
// states: all=3 no-por=3 no-symmetry=3 none=3 dpor=3
// limit: the clock: ElapsedCheckedByHelper.main(ElapsedCheckedByHelper.java:15) reads it and the value reaches a comparison in ElapsedCheckedByHelper.check
// about: main hands the time Thread.sleep(100) took to a helper of its own that asserts it was under 150 ms, which a loaded JVM breaks; the flow follows the value into the helper, finds the comparison there, and the search must not claim completeness: inconclusive, naming the read
public class ElapsedCheckedByHelper {
    static void check(long took) {
        assert took < 150_000_000L : "slow: " + took;
    }

    static long since(long t0) {
        return System.nanoTime() - t0;
    }

    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        Thread.sleep(100);
        check(since(t0));
    }
}
