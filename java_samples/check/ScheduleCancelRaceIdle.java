// expect: no_violation
// states: all=29 no-por=38 no-symmetry=29 none=38
// bounded-without-library-atomicity: 20000
// flags: --timeouts=idle
// about: ScheduleCancelRace under --timeouts=idle: the timeout fires only when no thread can run, so the other thread has done its part by then
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ScheduleCancelRaceIdle {
    static volatile boolean reminded;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        ScheduledFuture<?> reminder = timer.schedule(() -> { reminded = true; }, 1, TimeUnit.SECONDS);
        reminder.cancel(false);
        timer.shutdown();
        assert !reminded : "the reminder fired before it was cancelled";
    }
}
