// expect: no_violation
// states: all=40 no-por=43 no-symmetry=64 none=70
// bounded-without-library-atomicity: 20000
// flags: --timeouts=idle
// about: HeartbeatHandleRace under --timeouts=idle: the beats come only when main is blocked, so main has stored the handle by then
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class HeartbeatHandleRaceIdle {
    static volatile ScheduledFuture<?> handle;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        AtomicInteger beats = new AtomicInteger();
        handle = timer.scheduleAtFixedRate(() -> {
            if (beats.incrementAndGet() == 3) {
                handle.cancel(false);
            }
        }, 10, 10, TimeUnit.MILLISECONDS);
        try {
            handle.get();
        } catch (CancellationException e) {
            // stopped after three beats
        }
        timer.shutdown();
    }
}
