// expect: inconclusive
// limit: the clock: thread "main" at ClockSpinInstant.main(ClockSpinInstant.java:14)
// about: main spins on Instant.now() against a deadline without blocking: time stands still in the model there, so the search cannot claim the branch where the deadline passes; it is inconclusive, naming the clock
import java.time.Duration;
import java.time.Instant;

public class ClockSpinInstant {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> done = true);
        w.start();
        Instant deadline = Instant.now().plus(Duration.ofSeconds(1));
        while (Instant.now().isBefore(deadline) && !done) {
            Thread.onSpinWait();
        }
        assert done : "gave up spinning before the worker finished";
        w.join();
    }
}
