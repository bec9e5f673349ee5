// expect: no_violation
// states: all=21 no-por=22 no-symmetry=21 none=22
// about: a thread's end notifies the waiters on its Thread object (as HotSpot's does, and as the JDK's join relies on), so waiting on t until it is no longer alive ends on every schedule
public class WaitOnThreadEndsWithIt {
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> result = 42);
        synchronized (t) {
            t.start();
            while (t.isAlive()) {
                t.wait();
            }
        }
        assert result == 42 : "t ended without its write";
    }
}
