/*
 * Written for Wayfinder: the replacement of
 * java.util.concurrent.ForkJoinPool.managedBlock(ManagedBlocker).
 *
 * The VM resolves calls of ForkJoinPool.managedBlock to managedBlock below
 * (see REDIRECTS in vm/src/vm.rs), so that blocking in a Condition, a
 * CompletableFuture, a Phaser or a LinkedTransferQueue never initialises
 * ForkJoinPool (whose class initialiser builds the common pool). Outside a
 * ForkJoinPool worker thread, ForkJoinPool.managedBlock only runs this loop.
 * Inside one, it would also compensate (start a spare worker), which is not
 * modelled: that case stops the VM as unsupported rather than risk reporting
 * a deadlock the real pool would avoid.
 */
package jdk.internal.misc;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

public final class WayfinderBlocking {

    private WayfinderBlocking() {
    }

    /** Stops the VM: {@code what} is not supported. Never returns. */
    private static native void unsupported(String what);

    public static void managedBlock(ForkJoinPool.ManagedBlocker blocker)
            throws InterruptedException {
        if (Thread.currentThread() instanceof ForkJoinWorkerThread) {
            unsupported("ForkJoinPool.managedBlock in a ForkJoinPool worker thread"
                    + " (compensation threads are not modelled)");
        }
        if (blocker == null) {
            throw new NullPointerException();
        }
        while (!blocker.isReleasable()) {
            if (blocker.block()) {
                break;
            }
        }
    }
}
