// expect: inconclusive
// flags: --max-states 3000
// about: the heartbeat of HeartbeatThreeBeatsIdle under --timeouts=any: main can be delayed past any number of beats before it cancels, and the pool counts every beat as a completed task, so no state repeats and the search cannot end (bounded here; a heartbeat that cancels itself, HeartbeatSelfCancel, is checked in full)
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class HeartbeatThreeBeats {
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
