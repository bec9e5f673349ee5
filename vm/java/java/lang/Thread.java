/*
 * Wayfinder model of java.lang.Thread (JDK 17 API, plus what JDK 25's class
 * library needs of it; compiled once per supported JDK).
 *
 * Written for Wayfinder. Scheduling, blocking, interruption and liveness are
 * the VM's (the natives below); this class keeps the Java-visible state.
 * Thread groups are the JDK's: a thread joins its group (the creating
 * thread's by default) when constructed and started, and leaves it when it
 * ends (WayfinderThreadGroups keeps the JDK-specific calls; the VM calls
 * addToGroup and exitGroup). Priorities are recorded but do not affect
 * scheduling. The VM creates the main thread's Thread object without running
 * a constructor and sets its name, priority, tid, eetop and threadStatus.
 * There are no virtual threads: every thread is its own carrier thread.
 */
package java.lang;

import java.security.AccessControlContext;

public class Thread implements Runnable {

    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    // ---- fields the JDK library reads directly or through Unsafe/VarHandles ----

    /** ThreadLocal values of this thread (ThreadLocal, ThreadLocalRandom). */
    ThreadLocal.ThreadLocalMap threadLocals;

    /** InheritableThreadLocal values of this thread. */
    ThreadLocal.ThreadLocalMap inheritableThreadLocals;

    /** ThreadLocalRandom state. */
    long threadLocalRandomSeed;
    int threadLocalRandomProbe;
    int threadLocalRandomSecondarySeed;

    /** The object a parked thread is blocked on (LockSupport). */
    volatile Object parkBlocker;

    /** JDK 25's TerminatingThreadLocal registry (kept only: no thread-exit cleanup runs). */
    private ThreadLocal.ThreadLocalMap terminatingThreadLocals;

    /**
     * JDK 25's ScopedValue bindings of this thread: a ScopedValue snapshot,
     * or null for none ever made (read as NEW_THREAD_BINDINGS; no
     * initializer, so that creating a thread costs no extra step).
     */
    private Object scopedValueBindings;

    /** Marks a thread that never bound a scoped value (the JDK uses Thread.class too). */
    private static final Object NEW_THREAD_BINDINGS = Thread.class;

    /** JDK 25's per-thread ScopedValue cache. */
    private Object[] scopedValueCache;

    /** The innermost jdk.internal.vm.StackableScope of this thread (JDK 25), or null. */
    private Object headStackableScopes;

    /** Only written through Unsafe (ThreadLocalRandom, InnocuousThread). */
    @SuppressWarnings("removal")
    private AccessControlContext inheritedAccessControlContext;

    // ---- Wayfinder's own state ----

    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;

    /** The thread id (main thread: 1); read through Unsafe by LockSupport. */
    private long tid;

    /** 0 = new, 1 = started (set by start()); the VM sets 2 when the thread ends. */
    private volatile int threadStatus;

    /** Set by the VM: its thread index + 1 (0 = not yet started). */
    private long eetop;

    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    /**
     * The context class loader set (here or on the thread that made this
     * one): null while none was, NO_LOADER once null was. One field, so that
     * a new thread reads one field of its parent, as before.
     */
    private Object contextClassLoader;

    /** contextClassLoader's value after setContextClassLoader(null). */
    private static final Object NO_LOADER = new Object();

    /** This thread's group; null once the thread has ended (as the JDK). */
    private ThreadGroup group;

    /**
     * The interrupt status while the VM has no thread for this object (before
     * start): interrupt0 sets it, start0 moves it to the thread.
     */
    private boolean interruptedBeforeStart;

    /**
     * What stop() asked this thread to throw, until the VM throws it: at
     * the thread's next instruction (natives/thread.rs, interp.rs); for a
     * thread not yet started, at the first instruction of run(), so that it
     * ends without doing anything, as on HotSpot.
     */
    private Throwable pendingStop;

    /** For "Thread-N" names: N counts from 0. */
    private static int threadInitNumber;

    /** The last thread id handed out; the main thread has 1. */
    private static long threadSeqNumber = 1;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    // ---- natives (implemented by the VM) ----

    /**
     * Is a security manager installed? The VM answers it without running
     * this body and without a scheduling point, so that the security
     * checks below cost a program without one nothing
     * (vm/src/natives/security.rs).
     */
    @SuppressWarnings("removal")
    private static boolean securityManagerInstalled() {
        return System.getSecurityManager() != null;
    }

    public static native Thread currentThread();

    public static native void yield();

    public static native boolean holdsLock(Object obj);

    public final native boolean isAlive();

    /** Makes this (already marked started) thread runnable; it will call run(). */
    private native void start0();

    /** Sleeps for millis (>= 0) ms; throws InterruptedException (clearing the flag) if interrupted. */
    private static native void sleep0(long millis) throws InterruptedException;

    /** Waits until this thread ends, at most millis (>= 0; 0 = forever) ms; InterruptedException if interrupted. */
    private native void join0(long millis) throws InterruptedException;

    /** Sets this thread's interrupt flag and wakes it if it is sleeping, waiting, joining or parked. */
    private native void interrupt0();

    /** This thread's interrupt flag. */
    private native boolean isInterrupted0();

    /** Returns and clears the current thread's interrupt flag. */
    private static native boolean interrupted0();

    /** 0 NEW, 1 RUNNABLE, 2 BLOCKED, 3 WAITING, 4 TIMED_WAITING, 5 TERMINATED. */
    private native int getState0();

    /** The number of started threads that have not ended. */
    private static native int activeCount0();

    /** The started threads that have not ended, in the order they started. */
    private static native Thread[] liveThreads0();

    // ---- constructors ----

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(String name) {
        this(null, null, name, 0, true);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0, true);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, true);
    }

    /** The stack size is ignored. */
    public Thread(ThreadGroup group, Runnable target, String name, long stackSize,
                  boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Thread parent = currentThread();
        @SuppressWarnings("removal")
        SecurityManager security = securityManagerInstalled() ? System.getSecurityManager() : null;
        if (group == null) {
            if (security != null) {
                group = security.getThreadGroup();
            }
            if (group == null) {
                group = parent.getThreadGroup();
            }
        }
        // As JDK 17: the security manager is asked about the group (its
        // checkAccess(ThreadGroup), which ThreadGroup.checkAccess calls).
        // Not modelled: the subclass permission JDK 17 asks for when the
        // Thread subclass overrides get/setContextClassLoader.
        if (security != null) {
            security.checkAccess(group);
        }
        this.group = group;
        this.name = name;
        this.target = target;
        this.daemon = parent.daemon;
        this.priority = parent.priority;
        // JDK 17's constructor sets the priority through setPriority, which
        // asks the security manager about the new thread.
        if (security != null) {
            security.checkAccess(this);
        }
        if (group != null) {
            if (priority > group.getMaxPriority()) {
                priority = group.getMaxPriority();
            }
            // The JDK also counts the thread as unstarted in its group
            // (ThreadGroup.addUnstarted, under the group's lock). Left out:
            // here the group's lock is only ever taken by the VM, atomically,
            // at thread start and end (a Java synchronized block would be a
            // scheduling point with the lock held, which those atomic steps
            // cannot wait for). Only the automatic destruction of an
            // emptied daemon group depends on that count.
        }
        this.contextClassLoader = parent.contextClassLoader;
        if (inheritThreadLocals && parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = ThreadLocal.createInheritedMap(parent.inheritableThreadLocals);
        }
        this.tid = nextThreadID();
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    // ---- life cycle ----

    public synchronized void start() {
        if (threadStatus != 0) {
            throw new IllegalThreadStateException();
        }
        threadStatus = 1;
        start0();
    }

    @Override
    public void run() {
        Runnable task = target;
        if (task != null) {
            task.run();
        }
    }

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep0(millis);
    }

    /** JDK 19 API: a negative duration returns at once; sub-millisecond parts round up. */
    public static void sleep(java.time.Duration duration) throws InterruptedException {
        long nanos = java.util.concurrent.TimeUnit.NANOSECONDS.convert(duration);
        if (nanos < 0) {
            return;
        }
        sleep0(nanosToMillisRoundingUp(nanos));
    }

    private static long nanosToMillisRoundingUp(long nanos) {
        long millis = nanos / 1_000_000L;
        return (nanos % 1_000_000L != 0) ? millis + 1 : millis;
    }

    public static void onSpinWait() {
    }

    public final void join() throws InterruptedException {
        join0(0);
    }

    public final void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        join0(millis);
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    /**
     * JDK 19 API: waits at most duration for this thread to end; true if it
     * has ended. IllegalThreadStateException if it was never started.
     */
    public final boolean join(java.time.Duration duration) throws InterruptedException {
        long nanos = java.util.concurrent.TimeUnit.NANOSECONDS.convert(duration);
        if (threadStatus == 0) {
            throw new IllegalThreadStateException("Thread not started");
        }
        if (!isAlive()) {
            return true;
        }
        if (nanos <= 0) {
            return false;
        }
        join0(nanosToMillisRoundingUp(nanos));
        return !isAlive();
    }

    // ---- interruption ----

    public void interrupt() {
        // Interrupting another thread asks the security manager (JDK 17);
        // whether there is one is asked first, which costs no native call.
        if (securityManagerInstalled() && this != currentThread()) {
            checkAccess();
        }
        interrupt0();
    }

    public boolean isInterrupted() {
        return isInterrupted0();
    }

    public static boolean interrupted() {
        return interrupted0();
    }

    /**
     * Returns and clears the interrupt flag. Only ever called on the current
     * thread (as java.util.concurrent does), so it is interrupted0().
     */
    boolean getAndClearInterrupt() {
        return interrupted0();
    }

    // ---- attributes ----

    public final String getName() {
        return name;
    }

    public final synchronized void setName(String name) {
        checkAccess();
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final int getPriority() {
        return priority;
    }

    public final void setPriority(int newPriority) {
        checkAccess();
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = group;
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
        }
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean on) {
        checkAccess();
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public long getId() {
        return tid;
    }

    public final long threadId() {
        return tid;
    }

    public final boolean isVirtual() {
        return false;
    }

    public State getState() {
        switch (getState0()) {
            case 0:
                return State.NEW;
            case 1:
                return State.RUNNABLE;
            case 2:
                return State.BLOCKED;
            case 3:
                return State.WAITING;
            case 4:
                return State.TIMED_WAITING;
            default:
                return State.TERMINATED;
        }
    }

    public final ThreadGroup getThreadGroup() {
        return group;
    }

    /** Called by the VM (atomically, in start0) when this thread starts. */
    private void addToGroup() {
        if (group != null) {
            WayfinderThreadGroups.add(group, this);
        }
    }

    /**
     * Run by the VM as a thread's last frame when its run() has returned but
     * another thread holds this Thread object's monitor: HotSpot takes that
     * monitor to notify the joiners, so the thread stays alive until it gets
     * it (Vm::thread_finished).
     */
    private void exitWhenUnlocked() {
        synchronized (this) {
        }
    }

    /** Called by the VM (atomically) when this thread has ended, as the JDK's Thread.exit. */
    private void exitGroup() {
        if (group != null) {
            WayfinderThreadGroups.terminated(group, this);
            group = null;
        }
    }

    /** As JDK 17: the security manager, if one is installed, is asked about this thread. */
    @SuppressWarnings("removal")
    public final void checkAccess() {
        if (!securityManagerInstalled()) {
            return;
        }
        SecurityManager security = System.getSecurityManager();
        if (security != null) {
            security.checkAccess(this);
        }
    }

    /**
     * Until one is set, the class path's code sees the system class loader
     * here, as on HotSpot, and the JDK's own code sees null, as it always
     * has in Wayfinder (see Class.getClassLoader).
     */
    public ClassLoader getContextClassLoader() {
        Object cl = contextClassLoader;
        if (cl == null) {
            return Class.isClassPathCode(jdk.internal.reflect.Reflection.getCallerClass())
                    ? ClassLoader.getSystemClassLoader() : null;
        }
        return cl == NO_LOADER ? null : (ClassLoader) cl;
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl != null ? cl : NO_LOADER;
    }

    /**
     * The current thread's trace is that of a new exception, as on HotSpot
     * (its first element is this method); another thread's is its frames
     * now (natives/thread.rs), empty when it is not alive.
     */
    public StackTraceElement[] getStackTrace() {
        if (this == currentThread()) {
            return (new Exception()).getStackTrace();
        }
        Exception e = new Exception();
        stackOf0(e);
        return e.getStackTrace();
    }

    private native void stackOf0(Throwable into);

    /**
     * Every live thread with its stack trace, as getStackTrace gives it (the
     * calling thread's starts with getStackTrace); under check, another live
     * thread's trace is refused (stackOf0).
     */
    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        java.util.Map<Thread, StackTraceElement[]> traces = new java.util.HashMap<>();
        for (Thread t : liveThreads0()) {
            traces.put(t, t.getStackTrace());
        }
        return traces;
    }

    /** JDK 21 and later's ThreadGroup lists its threads through this. */
    static Thread[] getAllThreads() {
        return liveThreads0();
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public static int activeCount() {
        ThreadGroup g = currentThread().getThreadGroup();
        return g != null ? g.activeCount() : activeCount0();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    /**
     * The JDK's form: Thread[name,5,main] up to JDK 18, Thread[#id,name,5,main]
     * from JDK 19 on; a terminated thread has no group.
     */
    public String toString() {
        ThreadGroup g = threadStatus == 2 ? null : getThreadGroup();
        String group = g != null ? g.getName() : "";
        String id = idInToString() ? "#" + threadId() + "," : "";
        return "Thread[" + id + getName() + "," + getPriority() + "," + group + "]";
    }

    /** Does toString show the thread id (JDK 19 and later)? */
    private static boolean idInToString() {
        try {
            String v = jdk.internal.misc.VM.getSavedProperty("java.specification.version");
            return v != null && Integer.parseInt(v) >= 19;
        } catch (IllegalStateException | NumberFormatException e) {
            // Before System is initialised, or an unexpected version string.
            return false;
        }
    }

    // ---- uncaught exceptions ----

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    /** The handler set on this thread, else its group (null once it ended). */
    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return h != null ? h : group;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        checkAccess();
        uncaughtExceptionHandler = eh;
    }

    /**
     * Called by the VM, on this thread, when run() ended with e: this
     * thread's handler, else its group's (the JDK's ThreadGroup passes it to
     * the parent group, then the default handler, else prints it; nothing
     * for ThreadDeath).
     */
    void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = getUncaughtExceptionHandler();
        if (h == null) {
            h = defaultUncaughtExceptionHandler;
        }
        if (h != null) {
            h.uncaughtException(this, e);
        } else if (!(e instanceof ThreadDeath)) {
            System.err.print("Exception in thread \"" + getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    // ---- JDK 25 internals: thread locals, carrier threads, scoped values ----

    /** There are no virtual threads: the carrier thread is the current thread. */
    static Thread currentCarrierThread() {
        return currentThread();
    }

    ThreadLocal.ThreadLocalMap threadLocals() {
        return threadLocals;
    }

    void setThreadLocals(ThreadLocal.ThreadLocalMap map) {
        threadLocals = map;
    }

    ThreadLocal.ThreadLocalMap inheritableThreadLocals() {
        return inheritableThreadLocals;
    }

    void setInheritableThreadLocals(ThreadLocal.ThreadLocalMap map) {
        inheritableThreadLocals = map;
    }

    ThreadLocal.ThreadLocalMap terminatingThreadLocals() {
        return terminatingThreadLocals;
    }

    void setTerminatingThreadLocals(ThreadLocal.ThreadLocalMap map) {
        terminatingThreadLocals = map;
    }

    static Object scopedValueBindings() {
        Object b = currentThread().scopedValueBindings;
        return b != null ? b : NEW_THREAD_BINDINGS;
    }

    static void setScopedValueBindings(Object bindings) {
        currentThread().scopedValueBindings = bindings;
    }

    /**
     * The JDK walks the stack for bindings it lost track of; here they are
     * never lost (no continuations), so they are the thread's own.
     */
    static Object findScopedValueBindings() {
        return scopedValueBindings();
    }

    /** Nothing to do: bindings live in a field, not in stack frames. */
    static void ensureMaterializedForStackWalk(Object o) {
    }

    static Object[] scopedValueCache() {
        return currentThread().scopedValueCache;
    }

    static void setScopedValueCache(Object[] cache) {
        currentThread().scopedValueCache = cache;
    }

    /** The innermost StackableScope of this thread (typed Object: JDK 17 has no such class). */
    Object headStackableScopes() {
        return headStackableScopes;
    }

    static void setHeadStackableScope(Object scope) {
        currentThread().headStackableScopes = scope;
    }

    // ---- removed operations ----

    /**
     * JDK 17: the thread throws ThreadDeath at its next instruction (waking
     * from sleep, wait, join or park to do so; a thread blocked on a monitor
     * throws it once it has the monitor); an uncaught ThreadDeath ends the
     * thread silently. With the class library of JDK 20 and later, which
     * removed it: UnsupportedOperationException.
     */
    @Deprecated(since = "1.2", forRemoval = true)
    @SuppressWarnings("removal")
    public final void stop() {
        SecurityManager security = securityManagerInstalled() ? System.getSecurityManager() : null;
        if (security != null) {
            checkAccess();
            if (this != currentThread()) {
                security.checkPermission(new RuntimePermission("stopThread"));
            }
        }
        stop0(new ThreadDeath());
    }

    private native void stop0(Throwable t);

    /**
     * JDK 17: the thread stops running until {@link #resume} (keeping its
     * monitors; notifications, interrupts and monitor releases still change
     * what it waits for, but it does not run). A thread nobody resumes
     * cannot run again, so under {@code check} it takes part in a deadlock.
     * With the class library of JDK 20 and later, which removed it:
     * UnsupportedOperationException.
     */
    @Deprecated(since = "1.2")
    public final void suspend() {
        checkAccess();
        suspend0(true);
    }

    /** See {@link #suspend}. */
    @Deprecated(since = "1.2")
    public final void resume() {
        checkAccess();
        suspend0(false);
    }

    /** Suspends ({@code on}) or resumes this thread; a thread not alive ignores it. */
    private native void suspend0(boolean on);

    @Deprecated(since = "1.2")
    public int countStackFrames() {
        throw new UnsupportedOperationException();
    }

    // ---- nested types ----

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED
    }
}
