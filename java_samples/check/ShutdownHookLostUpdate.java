// expect: assertion
// states: all=39 no-por=578 no-symmetry=39 none=578 no-library-atomicity=39 dpor=39
// about: two threads increment a counter without a lock and a shutdown hook, run when the last non-daemon thread ends, asserts both increments arrived; it fails when the increments interleave
public class ShutdownHookLostUpdate {
    static int count;

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            assert count == 2 : "lost update: count=" + count;
        }));
        Runnable inc = () -> count++;
        new Thread(inc).start();
        new Thread(inc).start();
    }
}
