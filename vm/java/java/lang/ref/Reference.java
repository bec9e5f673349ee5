/*
 * Wayfinder model of java.lang.ref.Reference (JDK 17 API).
 *
 * Written for Wayfinder. The VM clears references only when the program
 * calls System.gc() (or Runtime.gc()): every soft, weak and phantom
 * reference whose referent is no longer strongly reachable is cleared and
 * added to its queue (enqueueCleared, called by the VM's gc native, as
 * part of the gc call: there is no Reference Handler thread). Otherwise a
 * reference is only cleared or enqueued when the program calls clear() or
 * enqueue(). The same gc call enqueues (without clearing) the JDK's Finalizer
 * of every finalizable object no longer strongly reachable, whose finalizer
 * the JDK's "Finalizer" thread then runs (see the VM's finalization.rs). The JDK's
 * ReferenceQueue, SoftReference, WeakReference, PhantomReference and
 * FinalReference work on top of this class unchanged.
 */
package java.lang.ref;

import jdk.internal.access.JavaLangRefAccess;
import jdk.internal.access.SharedSecrets;

public abstract class Reference<T> {

    private T referent;

    /**
     * The queue this reference is registered with, ReferenceQueue.NULL if
     * none, or ReferenceQueue.ENQUEUED while enqueued (ReferenceQueue reads
     * and writes it).
     */
    volatile ReferenceQueue<? super T> queue;

    /** The link in a ReferenceQueue's list (ReferenceQueue reads and writes it). */
    @SuppressWarnings("rawtypes")
    volatile Reference next;

    static {
        // java.nio.Bits and Runtime.runFinalization use it.
        SharedSecrets.setJavaLangRefAccess(new RefAccess());
    }

    /** Nothing is ever pending (gc enqueues at once); runFinalization is the JDK's. */
    private static final class RefAccess implements JavaLangRefAccess {
        public boolean waitForReferenceProcessing() {
            return false;
        }

        public void runFinalization() {
            Finalizer.runFinalization();
        }
    }

    /** Called by the VM's System.gc() for a reference it has just cleared. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void enqueueCleared(Reference r) {
        ReferenceQueue q = r.queue;
        q.enqueue(r);
    }

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = (queue == null) ? ReferenceQueue.NULL : queue;
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return refersToImpl(obj);
    }

    /** Overridden by PhantomReference (whose get() always returns null). */
    boolean refersToImpl(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    // Used by FinalReference.
    T getFromInactiveFinalReference() {
        return referent;
    }

    // Used by FinalReference.
    void clearInactiveFinalReference() {
        referent = null;
    }

    @Deprecated(since = "16")
    public boolean isEnqueued() {
        return queue == ReferenceQueue.ENQUEUED;
    }

    /** Clears this reference and adds it to its queue (false if none or already enqueued). */
    public boolean enqueue() {
        referent = null;
        return queue.enqueue(this);
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static void reachabilityFence(Object ref) {
    }
}
