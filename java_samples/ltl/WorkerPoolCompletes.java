// ltl: [] ({WorkerPoolCompletes.submitted > WorkerPoolCompletes.completed} -> <> {WorkerPoolCompletes.submitted == WorkerPoolCompletes.completed})
// expect: holds
// expect-fair: holds
// states: all=5485 no-por=43836 no-symmetry=5485 none=43836 ndfs=7265
// states-fair: all=5485 no-por=43836 no-symmetry=5485 none=43836 ndfs=15455
// about: main submits three jobs to a queue served by two daemon workers (wait/notify, the wait in a loop): every submitted job eventually completes, with or without fairness (a worker with work never spins, the others wait)
import java.util.ArrayDeque;

public class WorkerPoolCompletes {
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();
    static int submitted;
    static int completed;

    public static void main(String[] args) throws InterruptedException {
        for (int w = 0; w < 2; w++) {
            Thread worker = new Thread(() -> {
                while (true) {
                    int job;
                    synchronized (queue) {
                        while (queue.isEmpty()) {
                            try { queue.wait(); } catch (InterruptedException e) { return; }
                        }
                        job = queue.poll();
                    }
                    synchronized (WorkerPoolCompletes.class) {
                        completed++;
                    }
                }
            });
            worker.setDaemon(true);
            worker.start();
        }
        for (int j = 0; j < 3; j++) {
            synchronized (WorkerPoolCompletes.class) {
                submitted++;
            }
            synchronized (queue) {
                queue.add(j);
                queue.notify();
            }
        }
    }
}
