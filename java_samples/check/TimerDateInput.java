// expect: inconclusive
// limit: some inputs were explored only in part
// about: a java.util.Timer task scheduled for an absolute Date the program made from a constant: whether it is already due depends on the wall clock's start, which the search holds at one value (--clock-start), so the search cannot be complete and says so
import java.util.Date;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class TimerDateInput {
    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        Timer timer = new Timer();
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                done.countDown();
            }
        }, new Date(1_700_000_000_000L));
        done.await();
        timer.cancel();
    }
}
