// expect: no_violation
// states: all=93 no-por=129 no-symmetry=238 none=339
// bounded-without-library-atomicity: 20000
// about: the heartbeat of HeartbeatThreeBeatsIdle under --timeouts=any: main can be delayed past any number of beats before it cancels; the pool counts every beat as a completed task, but that count is left out of the compared state (nothing reads it), so the beats after the third return to a state already seen and the search ends
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
