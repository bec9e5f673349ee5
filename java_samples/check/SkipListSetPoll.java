// expect: no_violation
// states: all=118 no-por=272 no-symmetry=118 none=272 dpor=118
// bounded-without-library-atomicity: 20000
// about: two threads take the smallest element of a ConcurrentSkipListSet with pollFirst until it is empty: each element is taken exactly once, so the two shares add up to the whole set
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicInteger;

public class SkipListSetPoll {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentSkipListSet<Integer> set = new ConcurrentSkipListSet<>();
        for (int i = 1; i <= 4; i++) {
            set.add(i);
        }
        AtomicInteger taken = new AtomicInteger();
        Runnable take = () -> {
            Integer x;
            while ((x = set.pollFirst()) != null) {
                taken.addAndGet(x);
            }
        };
        Thread a = new Thread(take);
        a.start();
        take.run();
        a.join();
        assert taken.get() == 10 && set.isEmpty();
    }
}
