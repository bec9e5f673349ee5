// expect: assertion
// states: all=30 no-por=56 no-symmetry=30 none=56 no-library-atomicity=775 dpor=30
// about: two threads count into a ConcurrentSkipListMap with get then put instead of merge: each call is atomic, the pair is not, so both can read 0 and one count is lost
import java.util.concurrent.ConcurrentSkipListMap;

public class SkipListCheckThenPut {
    public static void main(String[] args) throws InterruptedException {
        ConcurrentSkipListMap<String, Integer> counts = new ConcurrentSkipListMap<>();
        Runnable count = () -> {
            Integer old = counts.get("k");
            counts.put("k", old == null ? 1 : old + 1);
        };
        Thread a = new Thread(count);
        Thread b = new Thread(count);
        a.start();
        b.start();
        a.join();
        b.join();
        assert counts.get("k") == 2;
    }
}
