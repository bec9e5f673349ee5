// expect: no_violation
// states: all=43 no-por=163 no-symmetry=53 none=195 dpor=43
// bounded-without-library-atomicity: 20000
// about: a producer puts 1..3 at the tail of a LinkedBlockingDeque of capacity 2 (putLast blocks while it is full) and main takes them from the head (takeFirst blocks while it is empty); used as a queue the deque hands them over in order in every interleaving
import java.util.concurrent.LinkedBlockingDeque;

public class BlockingDequeFifo {
    public static void main(String[] args) throws InterruptedException {
        LinkedBlockingDeque<Integer> deque = new LinkedBlockingDeque<>(2);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 3; i++) {
                    deque.putLast(i);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        for (int want = 1; want <= 3; want++) {
            int got = deque.takeFirst();
            assert got == want : "got " + got + " wanted " + want;
        }
        producer.join();
    }
}
