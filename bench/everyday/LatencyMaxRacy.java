import java.util.concurrent.atomic.LongAdder;

/** The peak is a volatile long updated check-then-set: a smaller latency can overwrite the peak. */
public class LatencyMaxRacy {
    static volatile long peakMillis = Long.MIN_VALUE;
    static final LongAdder total = new LongAdder();
    static final LongAdder count = new LongAdder();

    static void record(long millis) {
        if (millis > peakMillis) {
            peakMillis = millis;
        }
        total.add(millis);
        count.increment();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            record(40);
            record(15);
        });
        Thread b = new Thread(() -> record(70));
        a.start();
        b.start();
        a.join();
        b.join();
        assert peakMillis == 70 : "peak " + peakMillis;
        assert total.sum() == 125 && count.sum() == 3;
        System.out.printf("peak %d ms, mean %.1f ms%n", peakMillis, (double) total.sum() / count.sum());
    }
}
