// ltl: []<> done
// define: done=WorkerLoopFairness.done
// expect: violated
// expect-fair: holds
// states: all=9 no-por=9 no-symmetry=9 none=9 ndfs=25
// states-fair: all=34 no-por=34 no-symmetry=34 none=34 ndfs=91
// about: the worker raises and lowers `done` forever while main spins on a volatile; without fairness main alone can run forever with done low (starvation), under weak fairness the always-enabled worker must move and done holds infinitely often
public class WorkerLoopFairness {
    static boolean done;
    static volatile boolean beat;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            while (true) {
                done = true;
                done = false;
            }
        });
        worker.setDaemon(true);
        worker.start();
        while (true) {
            beat = !beat;
        }
    }
}
