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

    // Compile-time stand-ins for the peer checker's other Verify methods; a test
    // that calls one of these is excluded by the harness (except printPathOutput,
    // which only prints).
    public static void printPathOutput(String msg) {}
    public static void printPathOutput(boolean cond, String msg) {}
    public static int getCounter(int id) { throw new UnsupportedOperationException(); }
    public static void resetCounter(int id) { throw new UnsupportedOperationException(); }
    public static int incrementCounter(int id) { throw new UnsupportedOperationException(); }
    public static void setCounter(int id, int val) { throw new UnsupportedOperationException(); }
    public static void print(String s) {}
    public static void print(String s, int i) {}
    public static void println(String s) {}
    public static void println() {}
    public static void threadPrintln(String s) {}
    public static void threadPrint(String s) {}
    public static void breakTransition(String reason) {}
    public static boolean isRunningInJPF() { return true; }
    public static void setProperties(String... p) {}
    public static String getProperty(String k) { throw new UnsupportedOperationException(); }
    public static void assertTrue(boolean c) { throw new UnsupportedOperationException(); }
    public static void interesting(boolean c) { throw new UnsupportedOperationException(); }
    public static boolean vmIsMatchingStates() { throw new UnsupportedOperationException(); }
    public static Object getObject(String key) { throw new UnsupportedOperationException(); }
    public static int getValue(String key) { throw new UnsupportedOperationException(); }
    public static void addAttribute(Object o, Object a) { throw new UnsupportedOperationException(); }
    public static Object getAttribute(Object o) { throw new UnsupportedOperationException(); }
    public static void setFieldAttribute(Object o, String f, int a) { throw new UnsupportedOperationException(); }
    public static int getFieldAttribute(Object o, String f) { throw new UnsupportedOperationException(); }
    public static void setLocalAttribute(String l, int a) { throw new UnsupportedOperationException(); }
    public static int getLocalAttribute(String l) { throw new UnsupportedOperationException(); }
    public static void setObjectAttribute(Object o, int a) { throw new UnsupportedOperationException(); }
    public static int getObjectAttribute(Object o) { throw new UnsupportedOperationException(); }
    public static long currentTimeMillis() { throw new UnsupportedOperationException(); }
    public static void setBitInBitSet(int id, int bit, boolean v) { throw new UnsupportedOperationException(); }
    public static boolean getBitInBitSet(int id, int bit) { throw new UnsupportedOperationException(); }
    public static void setShared(Object o, boolean b) { throw new UnsupportedOperationException(); }
    public static void freezeSharedness(Object o, boolean b) { throw new UnsupportedOperationException(); }
}
