// ltl: !{TwoPhaseUntil.committed} U {TwoPhaseUntil.votes == 2}
// expect: holds
// states: all=214 no-por=507 no-symmetry=214 none=507 ndfs=214
// about: a two-phase protocol: two participants vote, the coordinator waits for both votes before it commits; nothing is committed until both votes are in, and they do come in
public class TwoPhaseUntil {
    static final Object lock = new Object();
    static int votes;
    static boolean committed;

    public static void main(String[] args) throws InterruptedException {
        Runnable voter = () -> {
            synchronized (lock) {
                votes++;
                lock.notifyAll();
            }
        };
        Thread a = new Thread(voter);
        Thread b = new Thread(voter);
        a.start();
        b.start();
        synchronized (lock) {
            while (votes < 2) {
                lock.wait();
            }
            committed = true;
        }
        a.join();
        b.join();
    }
}
