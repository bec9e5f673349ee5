// expect: assertion
// states: all=39 no-por=63 no-symmetry=40 none=64
// bounded-without-library-atomicity: 20000
// about: main schedules a reminder in one second, handles the request and cancels the reminder, assuming it cannot have fired yet; if main is delayed past the delay, it has (only a timeout reaches it)
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ScheduleCancelRace {
    static volatile boolean reminded;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        ScheduledFuture<?> reminder = timer.schedule(() -> { reminded = true; }, 1, TimeUnit.SECONDS);
        reminder.cancel(false);
        timer.shutdown();
        assert !reminded : "the reminder fired before it was cancelled";
    }
}
