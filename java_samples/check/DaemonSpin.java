// expect: no_violation
// states: all=11 no-por=16 no-symmetry=11 none=16
// about: a daemon thread spins (yielding) until a flag nobody sets; the program ends when main does
public class DaemonSpin {
    static volatile boolean stop;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { while (!stop) { Thread.yield(); } });
        t.setDaemon(true);
        t.start();
        assert !stop;
    }
}
