// expect: no_violation
// states: all=121 no-por=262 no-symmetry=121 no-local-statics=121 none=262 dpor=67
// about: two workers read a non-final static that nobody writes after its class initialiser: the one-thread-statics claim breaks at the second reader and the search starts again with the class shared (reads by several threads could run without points only once the claim sees every write of statics, reflective and Unsafe ones too: see StaticsWrittenByReflection)
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
