// expect: assertion
// states: all=4 no-por=20 no-symmetry=4 none=20 dpor=4
// about: main starts two daemon threads that compute on their own data and then fail an assertion, and ends: the program ends with main unless a daemon runs first, so the failure needs a daemon's step before main's end (the last non-daemon end conflicts with the daemons' transitions)
public class LastEndCutsDaemons {
    public static void main(String[] args) {
        Runnable r = () -> {
            int a = 0;
            for (int i = 0; i < 3; i++) {
                a += i;
            }
            assert a != 3 : "a daemon ran before the program ended";
        };
        Thread d1 = new Thread(r);
        Thread d2 = new Thread(r);
        d1.setDaemon(true);
        d2.setDaemon(true);
        d1.start();
        d2.start();
    }
}
