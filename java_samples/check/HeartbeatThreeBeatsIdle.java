// expect: no_violation
// states: all=55 no-por=67 no-symmetry=100 none=124
// bounded-without-library-atomicity: 20000
// flags: --timeouts=idle
// about: a heartbeat at a fixed rate of 10 ms counts a latch down; main waits for three beats, cancels the heartbeat and shuts the scheduler down (under --timeouts=idle: no beat comes while main can run; under any, see HeartbeatThreeBeats)
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class HeartbeatThreeBeatsIdle {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        CountDownLatch threeBeats = new CountDownLatch(3);
        ScheduledFuture<?> heartbeat =
                timer.scheduleAtFixedRate(threeBeats::countDown, 10, 10, TimeUnit.MILLISECONDS);
        threeBeats.await();
        heartbeat.cancel(false);
        timer.shutdown();
        if (timer.awaitTermination(1, TimeUnit.SECONDS)) {
            assert heartbeat.isCancelled();
        }
        assert threeBeats.getCount() == 0;
    }
}
