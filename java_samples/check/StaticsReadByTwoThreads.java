// expect: no_violation
// states: all=46 no-por=262 no-symmetry=46 no-local-statics=121 none=262 dpor=37
// about: two workers read a non-final static that nobody writes after its class initialiser: reads of statics no thread writes commute, so they are no scheduling points and the search does not start again for them (one-thread statics: a claim broken only by two threads' conflicting accesses)
public class StaticsReadByTwoThreads {
    static class Config {
        static int limit = 3;
        static String name = "cfg";
    }

    static int[] seen = new int[2];

    public static void main(String[] args) throws InterruptedException {
        int x = Config.limit;
        Thread a = new Thread(() -> seen[0] = Config.limit + Config.name.length());
        Thread b = new Thread(() -> seen[1] = Config.limit + Config.name.length());
        a.start();
        b.start();
        a.join();
        b.join();
        assert seen[0] == 6 && seen[1] == 6 && x == 3;
    }
}
