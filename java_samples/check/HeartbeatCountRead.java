// expect: assertion
// states: all=24 no-por=41 no-symmetry=24 none=41
// bounded-without-library-atomicity: 20000
// about: HeartbeatThreeBeats, but main reads the pool's completed-task count after awaitTermination(1, SECONDS): the worker counts a beat only after the beat's task returned, so when main is woken by the third countDown and awaitTermination times out before the worker counted it, main sees 2 (only a timeout reaches it); the program's read of the count, left out of the compared state until then, starts the search again with it in the state
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

public class HeartbeatCountRead {
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
