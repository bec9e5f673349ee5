// expect: assertion
// states: all=33 no-por=49 no-symmetry=33 none=49
// about: the worker hands its job to a helper thread it starts and does not wait for, and ends; main's join(1000) is woken by the worker's end and takes that as the job being done, but the helper may not have run yet (only the wake-up reaches it)
public class JoinTimeoutWakeup {
    static volatile boolean jobDone;

    public static void main(String[] args) throws Exception {
        Thread helper = new Thread(() -> jobDone = true);
        Thread worker = new Thread(helper::start);
        worker.start();
        worker.join(1000);
        if (!worker.isAlive()) {
            assert jobDone : "the worker ended before its helper did the job";
        }
        helper.join();
    }
}
