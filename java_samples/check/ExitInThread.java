// expect: no_violation
// states: all=51 no-por=181 no-symmetry=51 none=181 no-local-statics=99
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
