package org.sosy_lab.sv_benchmarks;

/**
 * Compatibility class for SV-COMP style Java tasks. Under
 * {@code wayfinder check} each {@code nondetX()} is a nondeterministic choice
 * and {@link #assume} drops every path on which its condition is false.
 * The bodies below only run on a plain JVM: every {@code nondetX()} returns
 * zero ({@code false} for booleans, the empty string for strings) and a failed
 * assumption exits with status 0,
 * since that path does not count.
 */
public final class Verifier {
    private Verifier() {}

    /** Drops the current path unless {@code cond}; on a plain JVM: exits with status 0. */
    public static void assume(boolean cond) {
        if (!cond) System.exit(0);
    }

    public static boolean nondetBoolean() { return false; }

    public static int nondetInt() { return 0; }

    public static long nondetLong() { return 0L; }

    public static char nondetChar() { return '\0'; }

    public static short nondetShort() { return 0; }

    public static byte nondetByte() { return 0; }

    public static float nondetFloat() { return 0.0f; }

    public static double nondetDouble() { return 0.0; }

    public static String nondetString() { return ""; }
}
