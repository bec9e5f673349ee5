// ltl: <> {DeadlockStillReported.transfers == 2}
// expect: deadlock
// states: all=24 no-por=50 no-symmetry=24 none=50 ndfs=24
// about: two threads lock two objects in opposite orders; with --ltl a deadlock is still reported as a deadlock (see DeadlockStutters for --no-deadlock)
public class DeadlockStillReported {
    static final Object a = new Object();
    static final Object b = new Object();
    static int transfers;

    public static void main(String[] args) {
        Thread t1 = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                    transfers++;
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    transfers++;
                }
            }
        });
        t1.start();
        t2.start();
    }
}
