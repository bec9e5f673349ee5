// expect-races: none
// expect-lock-order: none
// about: main fills a plain record, then schedules a task 5 ms ahead that updates it, and reads it after the ScheduledFuture's get: schedule happens before the task starts, the task's end before get returns
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ScheduledHandoff {
    static final class Record {
        int value;
    }

    public static void main(String[] args) throws Exception {
        Record r = new Record();
        r.value = 20;
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
        ScheduledFuture<?> f = pool.schedule(() -> r.value = r.value + 1, 5, TimeUnit.MILLISECONDS);
        f.get();
        r.value = r.value * 2;
        System.out.println(r.value);
        pool.shutdown();
    }
}
