// ltl: [] ({WorkerPoolLostSignal.submitted > WorkerPoolLostSignal.completed} -> <> {WorkerPoolLostSignal.submitted == WorkerPoolLostSignal.completed})
// expect: violated-stutter
// expect-fair: violated-stutter
// states: all=218 no-por=2624 no-symmetry=218 none=2624 ndfs=242
// states-fair: all=218 no-por=2624 no-symmetry=218 none=2624 ndfs=442
// about: as WorkerPoolCompletes, but main queues its jobs without notifying: when both workers are already waiting, no job is ever taken, main ends and the program comes to rest (the daemon workers waiting) with jobs pending, a run that stutters
import java.util.ArrayDeque;

public class WorkerPoolLostSignal {
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();
    static int submitted;
    static int completed;

    public static void main(String[] args) throws InterruptedException {
        for (int w = 0; w < 2; w++) {
            Thread worker = new Thread(() -> {
                while (true) {
                    synchronized (queue) {
                        while (queue.isEmpty()) {
                            try {
                                queue.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        queue.poll();
                    }
                    synchronized (WorkerPoolLostSignal.class) {
                        completed++;
                    }
                }
            });
            worker.setDaemon(true);
            worker.start();
        }
        for (int j = 0; j < 2; j++) {
            synchronized (WorkerPoolLostSignal.class) {
                submitted++;
            }
            synchronized (queue) {
                queue.add(j); // the bug: no queue.notify()
            }
        }
    }
}
