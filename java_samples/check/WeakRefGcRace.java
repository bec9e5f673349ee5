// expect: assertion
// about: a thread drops the only strong reference to an object while main calls System.gc(): when the thread runs first, the gc clears main's weak reference and main's assertion that the object is still there fails
import java.lang.ref.WeakReference;

public class WeakRefGcRace {
    static Object holder = new Object();

    public static void main(String[] args) throws Exception {
        WeakReference<Object> w = new WeakReference<>(holder);
        Thread t = new Thread(() -> holder = null);
        t.start();
        System.gc();
        assert w.get() != null : "cleared by the gc";
        t.join();
    }
}
