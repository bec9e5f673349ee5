import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

// One producer, two consumers on a bounded LinkedBlockingQueue; the
// producer ends with one poison pill per consumer, so both consumers stop
// and every item is consumed exactly once.
public class PoisonPillConsumers {
    static final String PILL = "__stop__";
    static final BlockingQueue<String> queue = new LinkedBlockingQueue<>(2);
    static final AtomicInteger consumed = new AtomicInteger();

    static Thread consumer(String name) {
        return new Thread(() -> {
            try {
                while (true) {
                    String item = queue.take();
                    if (item.equals(PILL)) {
                        return;
                    }
                    consumed.incrementAndGet();
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, name);
    }

    public static void main(String[] args) throws InterruptedException {
        int consumers = 2;
        Thread c1 = consumer("c1");
        Thread c2 = consumer("c2");
        c1.start();
        c2.start();
        for (String s : new String[] {"x", "y"}) {
            queue.put(s);
        }
        for (int i = 0; i < consumers; i++) {
            queue.put(PILL);
        }
        c1.join();
        c2.join();
        assert consumed.get() == 2 : "consumed " + consumed.get();
        System.out.println("consumed " + consumed.get());
    }
}
