// expect: inconclusive
// limit: some inputs were explored only in part
// states: all=10 no-por=10 no-symmetry=10 none=10
// about: as WeakRefGcRace, but main joins the thread before System.gc(): on every schedule the gc clears the weak reference and puts it on its queue at once (HotSpot's Reference Handler thread queues it later, so there the poll right after gc finds nothing and the assertion fails: the poll counts the queue's timing as an input held at one value, and the verdict is inconclusive, not "no violation"), clears a soft reference to an unreachable object (Wayfinder's gc clears softly reachable referents too), and an object still strongly reachable keeps its reference
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;

public class WeakRefGcAfterJoin {
    static Object holder = new Object();
    static Object kept = new Object();

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        WeakReference<Object> w = new WeakReference<>(holder, q);
        WeakReference<Object> k = new WeakReference<>(kept, q);
        SoftReference<Object> soft = new SoftReference<>(new Object());
        Thread t = new Thread(() -> holder = null);
        t.start();
        t.join();
        System.gc();
        assert w.get() == null : "not cleared";
        assert k.get() == kept : "cleared while reachable";
        assert q.poll() == w : "not enqueued";
        assert q.poll() == null : "enqueued twice";
        assert soft.get() == null : "soft reference not cleared";
    }
}
