// expect: no_violation
// states: all=207 no-por=3739 no-symmetry=207 none=3739 dpor=203
// bounded-without-library-atomicity: 20000
// about: two threads count three keys each into a ConcurrentSkipListMap with merge(k, 1, Integer::sum); merge's retry after a lost CAS keeps every count, so after both joins each key maps to 2 and the keys come out sorted
import java.util.concurrent.ConcurrentSkipListMap;

public class SkipListMerge {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentSkipListMap<Integer, Integer> counts = new ConcurrentSkipListMap<>();
        Runnable count = () -> {
            for (int k = 2; k >= 0; k--) {
                counts.merge(k, 1, Integer::sum);
            }
        };
        Thread a = new Thread(count);
        Thread b = new Thread(count);
        a.start();
        b.start();
        a.join();
        b.join();
        for (int k = 0; k < 3; k++) {
            assert counts.get(k) == 2;
        }
        assert counts.firstKey() == 0 && counts.lastKey() == 2;
        assert counts.size() == 3;
    }
}
