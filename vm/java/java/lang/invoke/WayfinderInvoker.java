/*
 * Written for Wayfinder: the code that runs one member (method, constructor
 * or field access) for a direct method handle. The VM writes a class
 * implementing it per member (see natives/method_handles.rs).
 */
package java.lang.invoke;

interface WayfinderInvoker {
    /** Runs the member on boxed arguments; returns its boxed result, null for void. */
    Object call(Object[] args) throws Throwable;

    /** The member's access flags (java.lang.reflect.Modifier bits). */
    int modifiers();

    /** The class declaring the member. */
    Class<?> declaringClass();

    /** Whether the member is a varargs method or constructor. */
    boolean varargs();
}
