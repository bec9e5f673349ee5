// expect: assertion
// states: all=4 no-por=16 no-symmetry=4 none=16 no-library-atomicity=4 dpor=4
// about: main schedules a task 10 ms ahead and sleeps 50 ms before reading what it writes, as if the sleep were a guarantee: a loaded machine can run the task late (a timeout fires at any point), and main reads 0
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

public class ScheduledReadTooEarly {
    static volatile int value;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
        pool.schedule(() -> value = 7, 10, TimeUnit.MILLISECONDS);
        Thread.sleep(50);
        assert value == 7;
        pool.shutdown();
    }
}
