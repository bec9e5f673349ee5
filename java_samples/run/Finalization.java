// Finalization as in HotSpot: after System.gc(), the finalize() of every
// object no longer strongly reachable runs once on the JDK's finalizer
// thread (System.runFinalization() waits for the pending ones). An empty
// finalize() override and Object's own are not finalizers; a reachable
// object is not finalized; an exception a finalizer throws is ignored; a
// weak reference to a finalizable object is cleared by the same gc.
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

public class Finalization {
    static final List<String> finalized = Collections.synchronizedList(new ArrayList<>());
    static final AtomicInteger count = new AtomicInteger();

    static class Tracked {
        final String name;
        Tracked(String name) { this.name = name; }
        @Override
        protected void finalize() {
            finalized.add(name);
            count.incrementAndGet();
        }
    }

    static class Throwing extends Tracked {
        Throwing(String name) { super(name); }
        @Override
        protected void finalize() {
            super.finalize();
            throw new IllegalStateException("ignored by the finalizer thread");
        }
    }

    static class Quiet extends Tracked {
        Quiet(String name) { super(name); }
        @Override
        protected void finalize() { }
    }

    static void awaitCount(int n) throws InterruptedException {
        for (int i = 0; i < 200 && count.get() < n; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(10);
        }
    }

    public static void main(String[] args) throws Exception {
        Tracked kept = new Tracked("kept");
        new Tracked("first");
        new Tracked("second");
        new Throwing("throwing");
        new Quiet("quiet");
        WeakReference<Tracked> weak = new WeakReference<>(new Tracked("weakly held"));
        awaitCount(4);
        System.out.println("weak reference cleared: " + (weak.get() == null));
        awaitCount(4);
        List<String> names = new ArrayList<>(finalized);
        Collections.sort(names);
        System.out.println(names.size() + " finalized:");
        for (String s : names) {
            System.out.println("  " + s);
        }
        System.out.println("still reachable: " + kept.name);
        // A finalizer runs once, even after more collections.
        kept = null;
        awaitCount(5);
        for (int i = 0; i < 3; i++) {
            System.gc();
            System.runFinalization();
        }
        System.out.println("count after dropping the last one: " + count.get());
    }
}
