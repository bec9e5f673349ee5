package gov.nasa.jpf.util.test;

import gov.nasa.jpf.util.TypeRef;

/**
 * Stand-in for the peer checker's test base class. Inside the checker each
 * verify* method answers true ("the body runs inside the checker"); in the
 * harness's host pass (HotSpot, -Djpfbeh.host=true, run first as the peer runs
 * a test method on the host before it runs it in the checker) they answer
 * false, so only the host-side code runs (creating files and the like). The
 * harness reads which verdict a test expects from its source, not from here.
 */
public abstract class TestJPF {
    private static final boolean HOST = Boolean.getBoolean("jpfbeh.host");
    protected static boolean verifyNoPropertyViolation(String... args) { return !HOST; }
    protected static boolean verifyAssertionError(String... args) { return !HOST; }
    protected static boolean verifyAssertionErrorDetails(String details, String... args) { return !HOST; }
    protected static boolean verifyUnhandledException(String cls, String... args) { return !HOST; }
    protected static boolean verifyUnhandledExceptionDetails(String cls, String details, String... args) { return !HOST; }
    protected static boolean verifyDeadlock(String... args) { return !HOST; }
    protected static boolean verifyPropertyViolation(TypeRef property, String... args) { return !HOST; }
    protected static boolean isJPFRun() { return !HOST; }
    protected static boolean isJUnitRun() { return false; }
    protected static boolean isRunTestRun() { return false; }
    protected static void runTestsOfThisClass(String[] methods) { throw new UnsupportedOperationException(); }

    public static void fail() { throw new AssertionError(); }
    public static void fail(String msg) { throw new AssertionError(msg); }
    public static void assertTrue(boolean c) { if (!c) fail("assertTrue failed"); }
    public static void assertTrue(String m, boolean c) { if (!c) fail(m); }
    public static void assertFalse(boolean c) { if (c) fail("assertFalse failed"); }
    public static void assertFalse(String m, boolean c) { if (c) fail(m); }
    public static void assertNull(Object o) { if (o != null) fail("not null: " + o); }
    public static void assertNull(String m, Object o) { if (o != null) fail(m); }
    public static void assertNotNull(Object o) { if (o == null) fail("null"); }
    public static void assertNotNull(String m, Object o) { if (o == null) fail(m); }
    public static void assertSame(Object a, Object b) { if (a != b) fail("not same"); }
    public static void assertSame(String m, Object a, Object b) { if (a != b) fail(m); }
    public static void assertNotSame(Object a, Object b) { if (a == b) fail("same"); }
    public static void assertNotSame(String m, Object a, Object b) { if (a == b) fail(m); }
    public static void assertEquals(Object a, Object b) { if (a == null ? b != null : !a.equals(b)) fail("expected " + a + " got " + b); }
    public static void assertEquals(String m, Object a, Object b) { if (a == null ? b != null : !a.equals(b)) fail(m); }
    public static void assertEquals(long a, long b) { if (a != b) fail("expected " + a + " got " + b); }
    public static void assertEquals(String m, long a, long b) { if (a != b) fail(m); }
    public static void assertEquals(double a, double b, double d) { if (Math.abs(a - b) > d) fail("expected " + a + " got " + b); }
    public static void assertEquals(String m, double a, double b, double d) { if (Math.abs(a - b) > d) fail(m); }
    public static void assertEquals(float a, float b, float d) { if (Math.abs(a - b) > d) fail("expected " + a + " got " + b); }
    public static void assertNotEquals(Object a, Object b) { if (a == null ? b == null : a.equals(b)) fail("equal"); }
    public static void assertArrayEquals(Object[] a, Object[] b) { if (!java.util.Arrays.equals(a, b)) fail("arrays differ"); }
    public static void assertArrayEquals(int[] a, int[] b) { if (!java.util.Arrays.equals(a, b)) fail("arrays differ"); }
    public static void assertArrayEquals(byte[] a, byte[] b) { if (!java.util.Arrays.equals(a, b)) fail("arrays differ"); }
    public static void assertArrayEquals(char[] a, char[] b) { if (!java.util.Arrays.equals(a, b)) fail("arrays differ"); }
    public static void assertArrayEquals(long[] a, long[] b) { if (!java.util.Arrays.equals(a, b)) fail("arrays differ"); }
}
