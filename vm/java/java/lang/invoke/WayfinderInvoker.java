/*
 * Written for Wayfinder: the code that runs one member (method, constructor
 * or field access) for a direct method handle. The VM writes a class
 * implementing it per member (see natives/method_handles.rs).
 */
package java.lang.invoke;

interface WayfinderInvoker {
    /** Runs the member on boxed arguments; returns its boxed result, null for void. */
    Object call(Object[] args) throws Throwable;

    /** Whether the member is a varargs method or constructor. */
    boolean varargs();
}
