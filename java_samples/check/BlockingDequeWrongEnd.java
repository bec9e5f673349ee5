// expect: assertion
// states: all=15 no-por=43 no-symmetry=15 none=43 dpor=15
// bounded-without-library-atomicity: 20000
// about: as BlockingDequeFifo, but main takes from the tail (takeLast): when the producer gets two items in before main takes one, main gets 2 before 1 and its in-order check fails
import java.util.concurrent.LinkedBlockingDeque;

public class BlockingDequeWrongEnd {
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
            int got = deque.takeLast();
            assert got == want : "got " + got + " wanted " + want;
        }
        producer.join();
    }
}
