/*
 * Wayfinder model of jdk.internal.vm.SharedThreadContainer, JDK 25 version
 * (only in the JDK 25 model set).
 *
 * Written for Wayfinder. JDK 25's ForkJoinPool (whose common pool even
 * BigDecimal's static initializer creates) and ThreadPoolExecutor put their
 * threads in a shared thread container. The JDK's container updates its
 * fields through VarHandles, which Wayfinder does not support; this one uses
 * a synchronized method instead. Wayfinder has no virtual threads and does not
 * record which container a thread was started in (JavaLangAccess's
 * threadContainer(t) is null), so a container lists no threads.
 */
package jdk.internal.vm;

import java.util.stream.Stream;

import jdk.internal.access.JavaLangAccess;
import jdk.internal.access.SharedSecrets;

public class SharedThreadContainer extends ThreadContainer implements AutoCloseable {

    private static final JavaLangAccess JLA = SharedSecrets.getJavaLangAccess();

    /** The container's name (for toString), or null. */
    private final String name;

    /** This container's key in the ThreadContainers registry. */
    private volatile Object key;

    /** Set once close() has been called. */
    private volatile boolean closed;

    private SharedThreadContainer(String name) {
        super(true);
        this.name = name;
    }

    /** A container under parent (which must have no owner), registered with ThreadContainers. */
    public static SharedThreadContainer create(ThreadContainer parent, String name) {
        if (parent.owner() != null) {
            throw new IllegalArgumentException("parent has owner");
        }
        SharedThreadContainer container = new SharedThreadContainer(name);
        container.key = ThreadContainers.registerContainer(container);
        return container;
    }

    /** A container under the root container. */
    public static SharedThreadContainer create(String name) {
        return create(ThreadContainers.root(), name);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Thread owner() {
        return null;
    }

    /** Only virtual threads are tracked here, and there are none. */
    @Override
    public void onStart(Thread thread) {
    }

    @Override
    public void onExit(Thread thread) {
    }

    /** No thread is recorded as being in a container. */
    @Override
    public Stream<Thread> threads() {
        return Stream.empty();
    }

    /** Starts thread; IllegalStateException once the container is closed. */
    public void start(Thread thread) {
        if (closed) {
            throw new IllegalStateException();
        }
        JLA.start(thread, this);
    }

    /** Later start() calls fail; running threads are not affected. */
    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            ThreadContainers.deregisterContainer(key);
        }
    }
}
