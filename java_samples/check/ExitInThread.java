// expect: no_violation
// states: all=53 no-por=183 no-symmetry=53 none=183 no-local-statics=101
// about: System.exit(3) in a worker ends the whole program in every schedule, so main's failing assert is never reached
public class ExitInThread {
    static int x;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { x = 1; System.exit(3); });
        t.start();
        t.join();
        assert false : "unreachable after exit";
    }
}
