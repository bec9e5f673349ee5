// expect: assertion
// states: all=37 no-por=156 no-symmetry=37 none=156
// about: the worker hands its job to a helper thread it creates, starts and does not wait for, and ends; main's join(1000) is woken by the worker's end and takes that as the job being done, but the helper may not have run yet (a thread started by a thread that has ended; only the wake-up reaches it)
public class JoinHandoffUnjoined {
    static volatile boolean jobDone;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> new Thread(() -> jobDone = true).start());
        worker.start();
        worker.join(1000);
        if (!worker.isAlive()) {
            assert jobDone : "the worker ended before its helper did the job";
        }
    }
}
