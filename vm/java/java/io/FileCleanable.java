/*
 * Wayfinder model of java.io.FileCleanable (JDK 17 and 25 API).
 *
 * Written for Wayfinder. The JDK registers every open file descriptor with
 * the common Cleaner, which closes it once its stream is unreachable; that
 * starts the JDK's "Common-Cleaner" thread, a thread the program did not
 * start and the model checker would interleave with it. Wayfinder closes a
 * file when its stream is closed and keeps no cleaner: registering does
 * nothing (a stream the program never closes stays open until the VM ends).
 */
package java.io;

final class FileCleanable {

    private FileCleanable() {
    }

    /** Would register fdo's descriptor for closing when fdo is unreachable. */
    static void register(FileDescriptor fdo) {
    }

    /** Would cancel register(fdo). */
    static void unregister(FileDescriptor fdo) {
    }
}
