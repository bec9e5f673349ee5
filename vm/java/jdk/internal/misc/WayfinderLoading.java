/*
 * Written for Wayfinder: resolution of a class name through a class loader
 * of the program's own.
 *
 * When a class that a program's loader defined from bytes names a class
 * its loader has not loaded yet, the VM runs loadFor (a frame above the
 * resolving instruction, which runs again after it) as HotSpot asks the
 * defining loader: its loadClass decides (its own classes, delegation to
 * its parent, a class it defines now). The VM records the answer for that
 * loader (the loader is then an initiating loader of the class).
 */
package jdk.internal.misc;

public final class WayfinderLoading {

    private WayfinderLoading() {
    }

    /** Asks {@code loader} for class {@code name} (a binary name). */
    static void loadFor(ClassLoader loader, String name, int namespace) {
        Class<?> c;
        try {
            c = loader.loadClass(name);
        } catch (ClassNotFoundException e) {
            notFound(namespace, name);
            return;
        }
        if (c == null) {
            notFound(namespace, name);
        } else {
            found(namespace, name, c);
        }
    }

    /** Records {@code c} as class {@code name} of the loader's namespace. */
    private static native void found(int namespace, String name, Class<?> c);

    /** Records that the loader has no class {@code name}. */
    private static native void notFound(int namespace, String name);
}
