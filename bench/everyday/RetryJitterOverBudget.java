import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

/** The author assumed at most four calls in all: low jitters let the two clients make five. */
public class RetryJitterOverBudget {
    static final AtomicInteger budget = new AtomicInteger(3);
    static final AtomicInteger calls = new AtomicInteger();

    static boolean flakyCall(int attempt, int jitter) {
        calls.incrementAndGet();
        return attempt + jitter >= 3;
    }

    static boolean callWithRetry() {
        for (int attempt = 0; ; attempt++) {
            int jitter = ThreadLocalRandom.current().nextInt(0, 3);
            if (flakyCall(attempt, jitter)) {
                return true;
            }
            if (budget.getAndUpdate(b -> b > 0 ? b - 1 : 0) == 0) {
                return false;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean[] ok = new boolean[2];
        Thread a = new Thread(() -> ok[0] = callWithRetry());
        Thread b = new Thread(() -> ok[1] = callWithRetry());
        a.start();
        b.start();
        a.join();
        b.join();
        assert calls.get() <= 4 : calls.get();
        assert budget.get() >= 0;
        System.out.println("done");
    }
}
