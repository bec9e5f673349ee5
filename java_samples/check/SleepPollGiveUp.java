// expect: assertion
// states: all=11 no-por=24 no-symmetry=11 none=24
// about: main polls a volatile flag three times with Thread.sleep(10) between and then assumes the worker is done; if the worker is delayed past three sleeps it is not (only timeouts reach it)
public class SleepPollGiveUp {
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> done = true);
        w.start();
        for (int i = 0; i < 3 && !done; i++) {
            Thread.sleep(10);
        }
        assert done : "gave up polling before the worker finished";
        w.join();
    }
}
