// expect: assertion
// about: a list guarded by one lock in one method and by another in the second: the two adds can run at once, both read size 0 and store at index 0, so main sees one element; the list's lock-protected claim breaks when its common lock set empties
// states: all=59 no-por=109 no-symmetry=59
import java.util.ArrayList;
import java.util.List;

public class LockProtTwoLocks {
    static final Object lockA = new Object();
    static final Object lockB = new Object();
    static final List<Integer> list = new ArrayList<>();

    static void addA(int v) {
        synchronized (lockA) {
            list.add(v);
        }
    }

    static void addB(int v) {
        synchronized (lockB) {
            list.add(v);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> addA(1));
        Thread b = new Thread(() -> addB(2));
        a.start();
        b.start();
        a.join();
        b.join();
        synchronized (lockA) {
            assert list.size() == 2;
        }
    }
}
