/*
 * Wayfinder model of jdk.internal.perf.PerfCounter (JDK 17 and 25 API).
 *
 * Written for Wayfinder. HotSpot's performance counters are statistics for
 * a monitor attached to the VM (jstat): the class library counts the zip
 * files it opens and the time that took (ZipFile, JarFile), and the time
 * class loaders spend finding and defining classes. No checked program can
 * read them (the package is not exported; attaching to a VM's counters is
 * refused). The JDK's counters live in HotSpot's shared memory
 * (jdk.internal.perf.Perf); here a counter keeps no value at all: counting
 * would put the times added (clock readings) and the counts in the
 * program's state, where two threads opening zip files would make states
 * that differ only by them. get() answers 0.
 */
package jdk.internal.perf;

public class PerfCounter {

    private final String name;

    private PerfCounter(String name) {
        this.name = name;
    }

    public static PerfCounter newPerfCounter(String name) {
        return new PerfCounter(name);
    }

    public static PerfCounter newConstantPerfCounter(String name) {
        return new PerfCounter(name);
    }

    public long get() {
        return 0L;
    }

    public void set(long newValue) {
    }

    public void add(long value) {
    }

    public void increment() {
    }

    public void addTime(long interval) {
    }

    /** Reads no clock: the elapsed time would only be added to this counter. */
    public void addElapsedTimeFrom(long startTime) {
    }

    @Override
    public String toString() {
        return name + " = 0";
    }

    private static final PerfCounter FIND_CLASSES = newPerfCounter("sun.classloader.findClasses");
    private static final PerfCounter FIND_CLASS_TIME = newPerfCounter("sun.classloader.findClassTime");
    private static final PerfCounter READ_CLASS_BYTES_TIME = newPerfCounter("sun.cls.readClassBytesTime");
    private static final PerfCounter PARENT_DELEGATION_TIME = newPerfCounter("sun.classloader.parentDelegationTime");
    private static final PerfCounter ZIP_FILE_COUNT = newPerfCounter("sun.zip.zipFiles");
    private static final PerfCounter ZIP_FILE_OPEN_TIME = newPerfCounter("sun.zip.zipFile.openTime");

    public static PerfCounter getFindClasses() {
        return FIND_CLASSES;
    }

    public static PerfCounter getFindClassTime() {
        return FIND_CLASS_TIME;
    }

    public static PerfCounter getReadClassBytesTime() {
        return READ_CLASS_BYTES_TIME;
    }

    public static PerfCounter getParentDelegationTime() {
        return PARENT_DELEGATION_TIME;
    }

    public static PerfCounter getZipFileCount() {
        return ZIP_FILE_COUNT;
    }

    public static PerfCounter getZipFileOpenTime() {
        return ZIP_FILE_OPEN_TIME;
    }
}
