// expect: no_violation
// states: all=214 no-por=2362 no-symmetry=214 none=2362 dpor=206
// bounded-without-library-atomicity: 20000
// about: two producers offer 2 items each to a ConcurrentLinkedQueue and main polls (spinning) while they run until it has all 4; offer/poll are atomic, so nothing is lost or duplicated and each producer's items come out in its order
import java.util.concurrent.ConcurrentLinkedQueue;

public class ConcurrentQueueHandoff {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentLinkedQueue<Integer> queue = new ConcurrentLinkedQueue<>();
        Thread a = new Thread(() -> { queue.offer(11); queue.offer(12); });
        Thread b = new Thread(() -> { queue.offer(21); queue.offer(22); });
        a.start();
        b.start();
        int lastA = 10, lastB = 20, n = 0;
        while (n < 4) {
            Integer got = queue.poll();
            if (got == null) {
                continue;   // spin until the producers have offered more
            }
            if (got < 20) {
                assert got == lastA + 1 : "A out of order";
                lastA = got;
            } else {
                assert got == lastB + 1 : "B out of order";
                lastB = got;
            }
            n++;
        }
        a.join();
        b.join();
        assert queue.isEmpty() : "left over";
        System.out.println("polled " + n);
    }
}
