// ltl: [] !({DekkerTestThenSet.cs0} && {DekkerTestThenSet.cs1})
// expect: violated
// expect-fair: violated
// states: all=36 no-por=39 no-symmetry=36 none=39 ndfs=42
// states-fair: all=42 no-por=45 no-symmetry=42 none=45 ndfs=58
// about: a home-made lock that first waits for the other's flag to clear and only then raises its own: both threads can pass the test before either raises its flag, and both are in the critical section
public class DekkerTestThenSet {
    static volatile boolean want0, want1;
    static volatile boolean cs0, cs1;

    public static void main(String[] args) {
        Thread t0 = new Thread(() -> {
            while (true) {
                while (want1) { }
                want0 = true; // bug: test, then set
                cs0 = true;
                cs0 = false;
                want0 = false;
            }
        });
        Thread t1 = new Thread(() -> {
            while (true) {
                while (want0) { }
                want1 = true;
                cs1 = true;
                cs1 = false;
                want1 = false;
            }
        });
        t0.setDaemon(true);
        t1.setDaemon(true);
        t0.start();
        t1.start();
    }
}
