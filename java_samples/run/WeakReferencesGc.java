// System.gc() clears weakly reachable referents and enqueues their
// references: WeakReference with and without a queue, PhantomReference,
// WeakHashMap dropping entries whose keys are gone, and referents still
// strongly reachable surviving.
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

public class WeakReferencesGc {
    static final class Payload {
        final String name;

        Payload(String name) {
            this.name = name;
        }
    }

    static Object kept;

    /**
     * Collects until a reference comes out of the queue (bounded): HotSpot
     * enqueues on another thread, after System.gc() returns.
     */
    static Reference<?> removeFrom(ReferenceQueue<?> q) {
        for (int i = 0; i < 100_000; i++) {
            if (i % 1000 == 0) {
                System.gc();
            }
            Reference<?> r = q.poll();
            if (r != null) {
                return r;
            }
            Thread.yield();
        }
        return null;
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Payload> queue = new ReferenceQueue<>();
        Payload a = new Payload("a");
        Payload b = new Payload("b");
        kept = b;
        WeakReference<Payload> wa = new WeakReference<>(a, queue);
        WeakReference<Payload> wb = new WeakReference<>(b, queue);
        WeakReference<Object> plain = new WeakReference<>(new Payload("temp"));
        System.out.println("before gc: " + wa.get().name + " " + wb.get().name + " " + (plain.get() != null)
                + " enqueued " + (queue.poll() != null));
        a = null;
        Reference<?> r = removeFrom(queue);
        System.out.println("after gc: a cleared " + (wa.get() == null) + ", b kept " + (wb.get() != null)
                + ", plain cleared " + (plain.get() == null) + ", queue gave wa " + (r == wa));
        System.out.println("queue now empty " + (queue.poll() == null) + ", wb.refersTo(b) " + wb.refersTo(b));

        ReferenceQueue<Object> pq = new ReferenceQueue<>();
        Object target = new Object();
        PhantomReference<Object> ph = new PhantomReference<>(target, pq);
        System.out.println("phantom get " + ph.get() + " refersTo " + ph.refersTo(target));
        target = null;
        Reference<?> pr = removeFrom(pq);
        System.out.println("phantom enqueued " + (pr == ph) + " refersTo(null) " + ph.refersTo(null));

        Map<Object, String> cache = new WeakHashMap<>();
        List<Object> strong = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Object k = new Payload("k" + i);
            cache.put(k, "v" + i);
            if (i % 2 == 0) {
                strong.add(k);
            }
        }
        System.out.println("weak map size before " + cache.size());
        int size = cache.size();
        for (int i = 0; i < 100_000 && size != 3; i++) {
            if (i % 1000 == 0) {
                System.gc();
            }
            Thread.yield();
            size = cache.size();
        }
        System.out.println("weak map size after " + size + " strong keys " + strong.size());
        for (Object k : strong) {
            System.out.print(cache.get(k) + " ");
        }
        System.out.println();
        Runtime.getRuntime().gc();
        System.out.println("b still " + wb.get().name + ", wa enqueued again " + wa.enqueue());
    }
}
