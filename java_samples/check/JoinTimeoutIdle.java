// expect: no_violation
// states: all=10 no-por=10 no-symmetry=10 none=10
// flags: --timeouts=idle
// about: the same program under --timeouts=idle: join(10) times out only when no thread can run, so the worker has ended by then
public class JoinTimeoutIdle {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> done = true);
        w.start();
        w.join(10);
        assert done : "join(10) timed out before the worker finished";
        w.join();
    }
}
