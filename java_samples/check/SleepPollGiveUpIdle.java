// expect: no_violation
// states: all=14 no-por=14 no-symmetry=14 none=14
// flags: --timeouts=idle
// about: the same program under --timeouts=idle: the sleeps end only when nothing else can run, so the worker is done by then
public class SleepPollGiveUpIdle {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> done = true);
        w.start();
        for (int i = 0; i < 3 && !done; i++) {
            Thread.sleep(10);
        }
        assert done : "gave up polling before the worker finished";
        w.join();
    }
}
