/*
 * Wayfinder model of java.lang.ref.Finalizer (JDK 17 API).
 *
 * Written for Wayfinder. As in HotSpot, the VM registers every object of a
 * class with a non-trivial finalize() when it allocates it (register), and
 * System.gc() enqueues the Finalizer of each registered object that is no
 * longer strongly reachable; a daemon "Finalizer" thread takes them from the
 * queue and calls finalize() once, ignoring what it throws;
 * runFinalization() drains the queue on a "Secondary finalizer" thread and
 * waits for it. Unlike the JDK's, the "Finalizer" thread is started by the
 * first gc that has a finalizer to run (startThread, called by the VM), not
 * when this class is initialised: a program with nothing to finalize has no
 * such thread, and a model-checking search does not explore one.
 */
package java.lang.ref;

import jdk.internal.access.JavaLangAccess;
import jdk.internal.access.SharedSecrets;

final class Finalizer extends FinalReference<Object> {

    private static final ReferenceQueue<Object> queue = new ReferenceQueue<>();

    /** Guards the list of registered objects not yet finalized. */
    private static final Object lock = new Object();

    /** The first registered Finalizer not yet run (the list keeps them reachable). */
    private static Finalizer unfinalized;

    /** The "Finalizer" thread, once started. */
    private static Thread thread;

    private Finalizer next;
    private Finalizer prev;
    private boolean ran;

    private Finalizer(Object finalizee) {
        super(finalizee, queue);
        synchronized (lock) {
            next = unfinalized;
            if (next != null) {
                next.prev = this;
            }
            unfinalized = this;
        }
    }

    static ReferenceQueue<Object> getQueue() {
        return queue;
    }

    /** Called by the VM right after it allocated an object with a finalizer. */
    static void register(Object finalizee) {
        new Finalizer(finalizee);
    }

    /** Runs the finalizer of this Finalizer's object, unless it ran already. */
    private void runFinalizer(JavaLangAccess jla) {
        synchronized (lock) {
            if (ran) {
                return;
            }
            ran = true;
            if (prev == null) {
                unfinalized = next;
            } else {
                prev.next = next;
            }
            if (next != null) {
                next.prev = prev;
            }
            next = null;
            prev = null;
        }
        try {
            Object o = get();
            if (o != null && !(o instanceof Enum)) {
                jla.invokeFinalize(o);
            }
        } catch (Throwable ignored) {
            // A finalizer's exception is ignored.
        }
        clear();
    }

    /**
     * The root thread group. Found with the JDK's privileges, as the JDK's
     * Finalizer does: the walk may run on a program's thread (System.gc,
     * runFinalization) under a security manager, which checks getParent.
     */
    @SuppressWarnings("removal")
    private static ThreadGroup rootGroup() {
        return java.security.AccessController.doPrivileged(
                new java.security.PrivilegedAction<ThreadGroup>() {
                    public ThreadGroup run() {
                        ThreadGroup g = Thread.currentThread().getThreadGroup();
                        while (g.getParent() != null) {
                            g = g.getParent();
                        }
                        return g;
                    }
                });
    }

    /** Called by the VM's gc before it enqueues the first Finalizer. */
    static void startThread() {
        synchronized (lock) {
            if (thread != null) {
                return;
            }
            Thread t = new Thread(rootGroup(), new Loop(), "Finalizer", 0, false);
            t.setPriority(Thread.MAX_PRIORITY - 2);
            t.setDaemon(true);
            thread = t;
        }
        thread.start();
    }

    /** Runtime.runFinalization(): runs the pending finalizers and waits for them. */
    static void runFinalization() {
        synchronized (lock) {
            if (thread == null) {
                return; // nothing was ever enqueued
            }
        }
        Thread t = new Thread(rootGroup(), new Drain(), "Secondary finalizer", 0, false);
        t.start();
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The "Finalizer" thread: runs each Finalizer the gc enqueues. */
    private static final class Loop implements Runnable {
        public void run() {
            JavaLangAccess jla = SharedSecrets.getJavaLangAccess();
            while (true) {
                try {
                    ((Finalizer) queue.remove()).runFinalizer(jla);
                } catch (InterruptedException e) {
                    // keep going, as the JDK's
                }
            }
        }
    }

    /** The secondary finalizer: runs the Finalizers enqueued so far. */
    private static final class Drain implements Runnable {
        public void run() {
            JavaLangAccess jla = SharedSecrets.getJavaLangAccess();
            Finalizer f;
            while ((f = (Finalizer) queue.poll()) != null) {
                f.runFinalizer(jla);
            }
        }
    }
}
