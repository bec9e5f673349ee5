// ltl: <> {DeadlockStutters.transfers == 2}
// flags: --no-deadlock
// expect: violated-stutter
// states: all=25 no-por=51 no-symmetry=25 none=51 ndfs=25
// about: as DeadlockStillReported with --no-deadlock: the deadlocked run stays in its last state forever, where transfers is below 2, so the eventually is violated with a stuttering counterexample
public class DeadlockStutters {
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
