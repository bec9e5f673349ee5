// ltl: [] !(loc("LocMutex.java:14") && loc("LocMutex.java:23"))
// expect: holds
// states: all=313 no-por=605 no-symmetry=313 none=605 ndfs=313
// about: two threads bump a counter forever inside synchronized blocks; location propositions on the two increments: never both threads at them at once
public class LocMutex {
    static final Object lock = new Object();
    static int count;

    public static void main(String[] args) {
        Thread t = new Thread(() -> {
            while (true) {
                synchronized (lock) {
                    int c = count;
                    count = (c + 1) % 3;
                }
            }
        });
        t.setDaemon(true);
        t.start();
        while (true) {
            synchronized (lock) {
                int c = count;
                count = (c + 2) % 3;
            }
        }
    }
}
