// expect: assertion
// about: the same fixed-rate java.util.Timer reporter, but its task asserts it never sees the job half done; a run of the task between the worker's two increments sees 1 (found although the timer's runs no longer make new states)
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.atomic.AtomicInteger;

public class TimerFixedRateSeesMidway {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger done = new AtomicInteger();
        Timer timer = new Timer("progress", true);
        timer.scheduleAtFixedRate(new TimerTask() {
            @Override
            public void run() {
                int d = done.get();
                assert d != 1 : "reported a half-done job";
            }
        }, 0, 50);
        Thread worker = new Thread(() -> {
            done.incrementAndGet();
            done.incrementAndGet();
        }, "worker");
        worker.start();
        worker.join();
        timer.cancel();
    }
}
