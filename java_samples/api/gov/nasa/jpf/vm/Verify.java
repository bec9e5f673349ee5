package gov.nasa.jpf.vm;

/**
 * Compatibility class: lets programs written against this package name run
 * under {@code wayfinder check} unchanged. Wayfinder replaces these methods
 * exactly as it replaces {@link wayfinder.Verify}; the bodies below only run on
 * a plain JVM, where a choice returns its first value, an atomic block is an
 * ordinary block, and {@code ignoreIf(true)} exits with status 0.
 */
public final class Verify {
    private Verify() {}

    /** Any int in {@code lo..hi} inclusive; on a plain JVM: {@code lo}. */
    public static int getInt(int lo, int hi) {
        if (lo > hi) throw new IllegalArgumentException("empty range");
        return lo;
    }

    /** Either boolean; on a plain JVM: {@code false}. */
    public static boolean getBoolean() {
        return false;
    }

    /** Same as {@link #getBoolean()}; on a plain JVM: {@code false}. */
    public static boolean randomBool() {
        return false;
    }

    /** Any int in {@code 0..max} inclusive; on a plain JVM: 0. */
    public static int random(int max) {
        if (max < 0) throw new IllegalArgumentException("empty range");
        return 0;
    }

    /** Any of {@code values}; on a plain JVM: the first. */
    public static int getIntFromList(int... values) {
        return values[0];
    }

    /** Any of {@code values}; on a plain JVM: the first. */
    public static long getLongFromList(long... values) {
        return values[0];
    }

    /** Any of {@code values}; on a plain JVM: the first. */
    public static float getFloatFromList(float... values) {
        return values[0];
    }

    /** Any of {@code values}; on a plain JVM: the first. */
    public static double getDoubleFromList(double... values) {
        return values[0];
    }

    /** Drops the current path when {@code cond} holds; on a plain JVM: exits with status 0. */
    public static void ignoreIf(boolean cond) {
        if (cond) System.exit(0);
    }

    /** Starts a block that runs without thread switches; on a plain JVM: nothing. */
    public static void beginAtomic() {}

    /** Ends a block started by {@link #beginAtomic()}; on a plain JVM: nothing. */
    public static void endAtomic() {}

    /**
     * Ends the current transition here (the search stores the state reached,
     * so a loop that calls this ends when its state repeats); on a plain JVM:
     * nothing.
     */
    public static void breakTransition(String reason) {}
}
