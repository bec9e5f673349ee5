// ltl: [] ({WorkerPoolIfWait.submitted > WorkerPoolIfWait.completed} -> <> {WorkerPoolIfWait.submitted == WorkerPoolIfWait.completed})
// expect: violated
// expect-fair: violated
// states: all=103 no-por=610 no-symmetry=103 none=610 ndfs=130
// states-fair: all=774 no-por=6619 no-symmetry=774 none=6619 ndfs=1692
// about: workers that wait in an `if` (inside their outer loop), which the search lets return spuriously, and a main that never notifies: under weak fairness the counterexample is a cycle where a worker keeps waking spuriously, finding the queue empty and waiting again, holding the queue's monitor while main, blocked entering it with a job counted but not yet queued, starves on the lock (weak fairness does not prevent that); the lasso's steps where the worker wakes are marked "woke spuriously"
import java.util.ArrayDeque;

public class WorkerPoolIfWait {
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();
    static int submitted;
    static int completed;

    public static void main(String[] args) throws InterruptedException {
        for (int w = 0; w < 2; w++) {
            Thread worker = new Thread(() -> {
                while (true) {
                    int job;
                    synchronized (queue) {
                        if (queue.isEmpty()) { // bug: if, not while; and a missed signal
                            try { queue.wait(); } catch (InterruptedException e) { return; }
                        }
                        Integer j = queue.poll();
                        if (j == null) continue;
                        job = j;
                    }
                    synchronized (WorkerPoolIfWait.class) {
                        completed++;
                    }
                }
            });
            worker.setDaemon(true);
            worker.start();
        }
        for (int j = 0; j < 2; j++) {
            synchronized (WorkerPoolIfWait.class) {
                submitted++;
            }
            synchronized (queue) {
                queue.add(j);
            }
            // bug: no notify
        }
    }
}
