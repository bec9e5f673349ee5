// expect-races: java.util.AbstractList.modCount java.util.ArrayList.elementData java.util.ArrayList.size
// expect-lock-order: none
// about: two threads add to one ArrayList with no lock; the races (its size, modification count and array, which one thread grows while the other reads it) are inside ArrayList.add, reported with the program's line that called it
import java.util.ArrayList;
import java.util.List;

public class SharedArrayList {
    static final List<Integer> items = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { for (int i = 0; i < 5; i++) items.add(i); });
        Thread b = new Thread(() -> { for (int i = 0; i < 5; i++) items.add(100 + i); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(items.size() <= 10 ? "done" : "impossible");
    }
}
