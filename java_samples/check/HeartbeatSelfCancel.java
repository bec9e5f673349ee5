// expect: no_violation
// states: all=79 no-por=111 no-symmetry=146 none=233 no-sleep-sets=81
// bounded-without-library-atomicity: 20000
// about: a heartbeat scheduled at a fixed rate of 10 ms cancels itself on its third beat (its handle is handed over through a CompletableFuture, so the third beat waits for it); main waits for the cancellation and finds exactly three beats, however the beats and main interleave
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class HeartbeatSelfCancel {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        AtomicInteger beats = new AtomicInteger();
        CompletableFuture<ScheduledFuture<?>> handle = new CompletableFuture<>();
        ScheduledFuture<?> heartbeat = timer.scheduleAtFixedRate(() -> {
            if (beats.incrementAndGet() == 3) {
                handle.join().cancel(false);
            }
        }, 10, 10, TimeUnit.MILLISECONDS);
        handle.complete(heartbeat);
        try {
            heartbeat.get();
        } catch (CancellationException e) {
            // stopped after three beats
        }
        timer.shutdown();
        assert beats.get() == 3;
    }
}
