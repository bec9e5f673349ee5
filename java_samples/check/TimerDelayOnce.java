// expect: no_violation
// states: all=699
// about: a java.util.Timer runs a task once after 100 ms while main sleeps 500 ms and then cancels the timer; the task runs at most once in every timing (under --timeouts any main's sleep may end first, and the task then never runs); the Timer's own clock reads (its deadline, now + delay, and the timer thread's comparisons) are no input, so the search is complete
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.atomic.AtomicInteger;

public class TimerDelayOnce {
    public static void main(String[] args) throws Exception {
        AtomicInteger runs = new AtomicInteger();
        Timer timer = new Timer();
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                runs.incrementAndGet();
            }
        }, 100);
        Thread.sleep(500);
        timer.cancel();
        assert runs.get() <= 1 : "ran " + runs.get() + " times";
    }
}
