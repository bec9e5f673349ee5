// expect: no_violation
// flags: --timeouts=idle
// states: all=70 no-por=88 no-symmetry=130 none=166
// bounded-without-library-atomicity: 20000
// about: HeartbeatCountRead under --timeouts=idle: awaitTermination does not time out while the worker can still run, so the count is 3; the count is left out of the compared state until the program reads it, and then the search starts again with it in the state (one restart)
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

public class HeartbeatCountReadIdle {
    public static void main(String[] args) throws Exception {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1);
        CountDownLatch threeBeats = new CountDownLatch(3);
        ScheduledFuture<?> heartbeat =
                timer.scheduleAtFixedRate(threeBeats::countDown, 10, 10, TimeUnit.MILLISECONDS);
        threeBeats.await();
        heartbeat.cancel(false);
        timer.shutdown();
        timer.awaitTermination(1, TimeUnit.SECONDS);
        assert timer.getCompletedTaskCount() >= 3 : "fewer than three beats counted";
    }
}
