// ltl: !alive("worker") U alive("worker") && <> terminated("worker") && [] (terminated("worker") -> [] !alive("worker"))
// expect: holds
// states: all=24 no-por=36 no-symmetry=24 none=36 ndfs=24
// about: thread status by name: the thread named "worker" is not alive until it starts, it does end, and once ended it stays ended
public class ThreadLifecycle {
    static int work;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            work++;
        }, "worker");
        t.start();
        t.join();
    }
}
