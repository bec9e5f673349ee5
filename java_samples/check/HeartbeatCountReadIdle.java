// expect: inconclusive
// flags: --timeouts=idle
// bounded-without-library-atomicity: 20000
// limit: some inputs were explored only in part
// about: HeartbeatCountRead under --timeouts=idle: awaitTermination does not time out while the worker can still run, so the count is 3; but the count is left out of the compared state, so a program that reads it has an input the search did not vary and the search is inconclusive (the count is listed in bounded_inputs)
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
