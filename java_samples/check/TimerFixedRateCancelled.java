// expect: no_violation
// states: all=822 no-por=3260 no-symmetry=822 none=3260 dpor=776
// about: a progress reporter on a java.util.Timer at a fixed rate, cancelled by main once the worker is joined; under --timeouts any the timer may run any number of times before main gets to cancel it, and each run only moves the task's next execution time (now + period, relative to the clock in the state), so the search returns to the same states and ends (it used to grow one new state per run, unbounded)
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.atomic.AtomicInteger;

public class TimerFixedRateCancelled {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger done = new AtomicInteger();
        Timer timer = new Timer("progress", true);
        timer.scheduleAtFixedRate(new TimerTask() {
            @Override
            public void run() {
                int d = done.get();
                assert d >= 0 && d <= 2 : "progress out of range: " + d;
            }
        }, 0, 50);
        Thread worker = new Thread(() -> {
            done.incrementAndGet();
            done.incrementAndGet();
        }, "worker");
        worker.start();
        worker.join();
        timer.cancel();
        assert done.get() == 2;
    }
}
