// expect: exception java.util.concurrent.ExecutionException
// states: all=81 no-por=93 no-symmetry=129 none=147
// bounded-without-library-atomicity: 20000
// about: a heartbeat at a fixed rate of 10 ms cancels itself on its third beat through a field main sets after scheduling it; if main is delayed past three beats the field is still null, the third beat dies of a NullPointerException that silently ends the heartbeat, and main's get throws (only timeouts reach it)
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class HeartbeatHandleRace {
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
