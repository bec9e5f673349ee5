/*
 * Written for Wayfinder: the calls the Thread model makes into JDK 17's
 * ThreadGroup, which counts its started threads and lists them (JDK 19 and
 * later keep no such lists: see java25/).
 */
package java.lang;

final class WayfinderThreadGroups {
    private WayfinderThreadGroups() {
    }

    /** A thread of group g was created. */
    static void addUnstarted(ThreadGroup g) {
        g.addUnstarted();
    }

    /** Thread t of group g started. */
    static void add(ThreadGroup g, Thread t) {
        g.add(t);
    }

    /** Thread t of group g ended. */
    static void terminated(ThreadGroup g, Thread t) {
        g.threadTerminated(t);
    }
}
