// expect: no_violation
// states: all=1970 no-por=22744 dpor=1633
// bounded-without-library-atomicity: 20000
// about: a scheduled pool of two runs two delayed tasks that add to a counter under a lock; between tasks its workers wait on the empty delay queue; main waits for every future and then reads the counter, which is 3 in every schedule
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class ScheduledPoolTicks {
    static int total;

    static synchronized void add(int n) {
        total += n;
    }

    static synchronized int total() {
        return total;
    }

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(2);
        List<ScheduledFuture<?>> fs = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            int n = i;
            fs.add(pool.schedule(() -> add(n), 10L * n, TimeUnit.MILLISECONDS));
        }
        for (ScheduledFuture<?> f : fs) {
            f.get();
        }
        pool.shutdown();
        assert total() == 3 : total();
    }
}
