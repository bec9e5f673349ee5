import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/** Two request threads record latencies: LongAccumulator(Math::max) for the peak, LongAdder for the sum. */
public class LatencyAccumulator {
    static final LongAccumulator peak = new LongAccumulator(Math::max, Long.MIN_VALUE);
    static final LongAdder total = new LongAdder();
    static final LongAdder count = new LongAdder();

    static void record(long millis) {
        peak.accumulate(millis);
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
        assert peak.get() == 70 : "peak " + peak.get();
        assert total.sum() == 125 && count.sum() == 3;
        System.out.printf("peak %d ms, mean %.1f ms%n", peak.get(), (double) total.sum() / count.sum());
    }
}
