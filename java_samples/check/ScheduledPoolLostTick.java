// expect: assertion
// states: all=256 no-por=1743 dpor=250
// bounded-without-library-atomicity: 20000
// about: as ScheduledPoolTicks, but the tasks add to the counter without the lock: two workers can both read it before either writes, and main finds less than 3
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ScheduledPoolLostTick {
    static int total;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(2);
        List<ScheduledFuture<?>> fs = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            int n = i;
            fs.add(pool.schedule(() -> total += n, 10L * n, TimeUnit.MILLISECONDS));
        }
        for (ScheduledFuture<?> f : fs) {
            f.get();
        }
        pool.shutdown();
        assert total == 3 : total;
    }
}
