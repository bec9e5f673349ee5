// expect-races: none
// expect-lock-order: none
// about: the same adds through Collections.synchronizedList: the wrapper's monitor protects the ArrayList inside
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class SynchronizedList {
    static final List<Integer> items = Collections.synchronizedList(new ArrayList<>());

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { for (int i = 0; i < 5; i++) items.add(i); });
        Thread b = new Thread(() -> { for (int i = 0; i < 5; i++) items.add(100 + i); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("size " + items.size());
    }
}
