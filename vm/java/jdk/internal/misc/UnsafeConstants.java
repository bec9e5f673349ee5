/*
 * Written for Wayfinder: the replacement of jdk.internal.misc.UnsafeConstants,
 * whose fields HotSpot sets from the machine when it starts. Wayfinder's
 * values describe a fixed 64-bit little-endian machine (whatever the host),
 * so that native memory (Unsafe.allocateMemory, direct buffers) and its
 * page size are the same on every machine; unaligned accesses are reported
 * unsupported so that the class library assembles them from aligned ones.
 */
package jdk.internal.misc;

final class UnsafeConstants {

    private UnsafeConstants() {
    }

    /** The size of a native pointer in bytes. */
    static final int ADDRESS_SIZE0 = 8;

    /** The size of a page of memory in bytes. */
    static final int PAGE_SIZE = 4096;

    static final boolean BIG_ENDIAN = false;

    static final boolean UNALIGNED_ACCESS = false;

    /** No data cache line flush (writeback) support. */
    static final int DATA_CACHE_LINE_FLUSH_SIZE = 0;
}
