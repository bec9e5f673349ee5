// expect: assertion
// about: a java.util.Timer task and main both increment a plain counter without a lock; main waits for the task through a latch but its own increment races with the task's, so one increment can be lost (the read-modify-write of both interleaves)
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class TimerTaskLostUpdate {
    static int count;

    public static void main(String[] args) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        Timer timer = new Timer();
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                count++;
                done.countDown();
            }
        }, 50);
        count++;
        done.await();
        timer.cancel();
        assert count == 2 : "lost update: " + count;
    }
}
