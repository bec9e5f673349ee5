// ltl: !{TwoPhaseEarlyCommit.committed} U {TwoPhaseEarlyCommit.votes == 2}
// expect: violated-stutter
// states: all=28 no-por=42 no-symmetry=28 none=42 ndfs=28
// about: the coordinator commits after the first vote: in some schedules it commits before the second vote is in, which violates the until; the counterexample is a whole run, ending in its last state
public class TwoPhaseEarlyCommit {
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
            while (votes < 1) {
                lock.wait();
            }
            committed = true;
        }
        a.join();
        b.join();
    }
}
