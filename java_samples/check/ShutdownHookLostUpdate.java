// expect: assertion
// states: all=27 no-por=479 no-symmetry=27 none=482 no-library-atomicity=27 dpor=27
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
