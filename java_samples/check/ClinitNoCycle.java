// expect: no_violation
// states: all=75 no-por=165 no-symmetry=75 none=165 no-sleep-sets=81
// about: as ClinitCycleDeadlock, but B does not read A: a thread that finds a class being initialised by the other waits for it and goes on
public class ClinitNoCycle {
    static class A {
        static final int X;
        static {
            X = B.Y + 1;
        }
    }

    static class B {
        static final int Y;
        static {
            Y = 41;
        }
    }

    static volatile int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> seen = A.X);
        Thread t2 = new Thread(() -> seen = B.Y);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
