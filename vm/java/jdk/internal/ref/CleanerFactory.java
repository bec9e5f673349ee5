/*
 * Wayfinder model of jdk.internal.ref.CleanerFactory (JDK 17 and 25 API).
 *
 * Written for Wayfinder. The JDK's common Cleaner runs in a thread of its
 * own, "Common-Cleaner", started the first time the class library
 * registers something with it (a file channel, a path buffer of
 * java.nio.file, a Deflater or Inflater). That is a thread the program did
 * not start: the model checker would interleave it with every step of the
 * program, and its timed waits would repeat forever. Here the common
 * Cleaner's thread is never started (as java.io's FileCleanable model does
 * for file streams): registering works and an explicit clean() runs the
 * action at once, but nothing is cleaned when an object merely becomes
 * unreachable (its native resources stay until the VM ends). Cleaners the
 * program creates itself (Cleaner.create()) are the JDK's own.
 */
package jdk.internal.ref;

import java.lang.ref.Cleaner;

public final class CleanerFactory {

    /** A thread that is created for the common Cleaner but never runs. */
    private static final class NeverStarted extends Thread {
        NeverStarted(Runnable r) {
            super(null, r, "Common-Cleaner", 0, false);
        }

        @Override
        public void start() {
        }
    }

    private static final Cleaner commonCleaner = Cleaner.create(NeverStarted::new);

    public CleanerFactory() {
    }

    /** The common Cleaner (whose thread never runs, see above). */
    public static Cleaner cleaner() {
        return commonCleaner;
    }
}
