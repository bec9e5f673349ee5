// ltl: [] !({DekkerMutex.cs0} && {DekkerMutex.cs1})
// expect: holds
// expect-fair: holds
// states: all=178 no-por=217 no-symmetry=178 none=217 ndfs=178
// states-fair: all=178 no-por=217 no-symmetry=178 none=217 ndfs=178
// about: Dekker's algorithm for two threads that enter their critical section forever (volatile flags and turn; cs0/cs1 mark the critical sections): never both inside
public class DekkerMutex {
    static volatile boolean want0, want1;
    static volatile int turn;
    static volatile boolean cs0, cs1;

    static void enter0() {
        want0 = true;
        while (want1) {
            if (turn != 0) {
                want0 = false;
                while (turn != 0) { }
                want0 = true;
            }
        }
    }

    static void enter1() {
        want1 = true;
        while (want0) {
            if (turn != 1) {
                want1 = false;
                while (turn != 1) { }
                want1 = true;
            }
        }
    }

    public static void main(String[] args) {
        Thread t0 = new Thread(() -> {
            while (true) {
                enter0();
                cs0 = true;
                cs0 = false;
                turn = 1;
                want0 = false;
            }
        });
        Thread t1 = new Thread(() -> {
            while (true) {
                enter1();
                cs1 = true;
                cs1 = false;
                turn = 0;
                want1 = false;
            }
        });
        t0.setDaemon(true);
        t1.setDaemon(true);
        t0.start();
        t1.start();
    }
}
