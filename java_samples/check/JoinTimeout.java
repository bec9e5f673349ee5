// expect: assertion
// states: all=4 no-por=17 no-symmetry=4 none=17
// about: main joins a worker with join(10) and assumes it finished; if the worker is delayed past the timeout it has not (only a timeout reaches it)
public class JoinTimeout {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> done = true);
        w.start();
        w.join(10);
        assert done : "join(10) timed out before the worker finished";
        w.join();
    }
}
