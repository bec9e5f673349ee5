// expect: no_violation
// states: all=43 no-por=166 no-symmetry=43 none=166
// about: Thread.suspend stops t (it is not scheduled, whatever it waits for) until resume; here main suspends t, lets it pass its loop condition and resumes it, so t always ends and the join returns
public class SuspendResumeJoin {
    static volatile boolean pass;
    static volatile boolean running;

    @SuppressWarnings("removal")
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            running = true;
            while (!pass) {
                Thread.yield();
            }
        });
        t.start();
        while (!running) {
            Thread.yield();
        }
        t.suspend();
        assert t.getState() == Thread.State.RUNNABLE : "a suspended thread keeps its state: " + t.getState();
        pass = true;
        t.resume();
        t.join();
    }
}
