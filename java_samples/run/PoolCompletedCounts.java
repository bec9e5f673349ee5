import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

// The pool statistics Wayfinder leaves out of the compared state under
// check (vm/src/bookkeeping.rs) read as java reads them under run.
public class PoolCompletedCounts {
    public static void main(String[] args) throws Exception {
        ThreadPoolExecutor pool = (ThreadPoolExecutor) Executors.newFixedThreadPool(2);
        for (int i = 0; i < 5; i++) {
            final int n = i;
            pool.submit(() -> n * n).get();
        }
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println("completed after termination: " + pool.getCompletedTaskCount());
        System.out.println("tasks after termination: " + pool.getTaskCount());

        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1);
        CountDownLatch beats = new CountDownLatch(3);
        ScheduledFuture<?> heartbeat =
                timer.scheduleAtFixedRate(beats::countDown, 10, 10, TimeUnit.MILLISECONDS);
        beats.await();
        heartbeat.cancel(false);
        timer.shutdown();
        System.out.println("terminated: " + timer.awaitTermination(1, TimeUnit.SECONDS));
        System.out.println("beats counted at least 3: " + (timer.getCompletedTaskCount() >= 3));
        ExecutorService single = Executors.newSingleThreadExecutor();
        single.submit(() -> { }).get();
        single.shutdown();
        single.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println("single done");
    }
}
