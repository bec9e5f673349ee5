// expect: no_violation
// states: all=95 no-por=146 no-symmetry=95 none=146 dpor=95
// bounded-without-library-atomicity: 20000
// about: work stealing on a ConcurrentLinkedDeque: main fills it with 1..3, then takes from the tail (pollLast) while a thief takes from the head (pollFirst) until it is empty; each end operation is atomic, so every item is taken exactly once, whoever gets it
import java.util.concurrent.ConcurrentLinkedDeque;

public class DequeOwnerThief {
    static int thiefSum;
    static int thiefCount;

    public static void main(String[] args) throws InterruptedException {
        ConcurrentLinkedDeque<Integer> deque = new ConcurrentLinkedDeque<>();
        for (int i = 1; i <= 3; i++) {
            deque.addLast(i);
        }
        Thread thief = new Thread(() -> {
            Integer x;
            while ((x = deque.pollFirst()) != null) {
                thiefSum += x;
                thiefCount++;
            }
        });
        thief.start();
        int sum = 0, count = 0;
        Integer x;
        while ((x = deque.pollLast()) != null) {
            sum += x;
            count++;
        }
        thief.join();
        assert sum + thiefSum == 6 : "sum " + (sum + thiefSum);
        assert count + thiefCount == 3 : "count " + (count + thiefCount);
    }
}
