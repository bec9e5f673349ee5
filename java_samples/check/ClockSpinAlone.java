// expect: inconclusive
// limit: the clock: thread "main" at ClockSpinAlone.main(ClockSpinAlone.java:
// about: main, the only thread, spins on System.nanoTime() until a deadline, counting: no scheduling point and no state repeats, and time stands still in the model; two slices in a row that run out of the instruction budget reading the clock are a loop on it, and the search says so instead of running forever
public class ClockSpinAlone {
    public static void main(String[] args) {
        long deadline = System.nanoTime() + 1_000_000;
        long spins = 0;
        while (System.nanoTime() < deadline) {
            spins++;
        }
        System.out.println("spun " + spins + " times");
    }
}
