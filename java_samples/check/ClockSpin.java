// expect: inconclusive
// limit: the clock: thread "main" at ClockSpin.main(ClockSpin.java:11)
// about: main spins on System.nanoTime() against a deadline without blocking: time stands still in the model there, so the search cannot claim the branch where the deadline passes; it is inconclusive, naming the clock
public class ClockSpin {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> done = true);
        w.start();
        long deadline = System.nanoTime() + 1_000_000_000L;
        while (System.nanoTime() < deadline && !done) {
            Thread.onSpinWait();
        }
        assert done : "gave up spinning before the worker finished";
        w.join();
    }
}
