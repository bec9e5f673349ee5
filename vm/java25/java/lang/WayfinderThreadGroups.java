/*
 * Written for Wayfinder: JDK 25's ThreadGroup keeps no list of its threads
 * (activeCount and enumerate look at the live threads), so there is nothing
 * to tell it.
 */
package java.lang;

final class WayfinderThreadGroups {
    private WayfinderThreadGroups() {
    }

    static void addUnstarted(ThreadGroup g) {
    }

    static void add(ThreadGroup g, Thread t) {
    }

    static void terminated(ThreadGroup g, Thread t) {
    }
}
