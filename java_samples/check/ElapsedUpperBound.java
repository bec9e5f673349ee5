// expect: inconclusive
// limit: the clock: ElapsedUpperBound.main(ElapsedUpperBound.java:7) reads it and the value reaches a comparison; elapsed times were explored at their earliest only
// states: all=3 no-por=3 no-symmetry=3 none=3 dpor=3
// about: main asserts that Thread.sleep(100) took under 150 ms, which a loaded JVM breaks; every clock read in the model returns the earliest time the timeouts allow (exactly 100 ms here), so the search never sees a late thread and must not claim completeness: inconclusive, naming the read
public class ElapsedUpperBound {
    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        Thread.sleep(100);
        long took = System.nanoTime() - t0;
        assert took < 150_000_000L : "slow: " + took;
    }
}
