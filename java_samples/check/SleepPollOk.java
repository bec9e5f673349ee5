// expect: no_violation
// states: all=17 no-por=17 no-symmetry=17 none=17
// about: main polls a volatile flag with Thread.sleep(10) until the worker sets it, then reads the worker's result: correct however many sleeps time out
public class SleepPollOk {
    static volatile boolean done;
    static int result;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            result = 42;
            done = true;
        });
        w.start();
        while (!done) {
            Thread.sleep(10);
        }
        assert result == 42;
        w.join();
    }
}
