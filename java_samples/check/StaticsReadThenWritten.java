// expect: assertion
// states: all=7 no-por=63 no-symmetry=7 no-local-statics=7 none=63 dpor=7
// about: two workers read a non-final static that main writes after starting them: the one-thread-statics claim breaks at the second thread's access and the search, started again with the class shared, finds the worker that reads the new value
public class StaticsReadThenWritten {
    static class Config {
        static int limit = 3;
    }

    public static void main(String[] args) throws InterruptedException {
        int x = Config.limit;
        Thread a = new Thread(() -> {
            int l = Config.limit;
            assert l == 3 : "worker a saw " + l;
        });
        Thread b = new Thread(() -> {
            int l = Config.limit;
            assert l == 3 : "worker b saw " + l;
        });
        a.start();
        b.start();
        Config.limit = x + 1;
        a.join();
        b.join();
    }
}
