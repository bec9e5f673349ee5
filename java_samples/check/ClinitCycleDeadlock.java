// expect: deadlock
// states: all=31 no-por=61 no-symmetry=31 none=61
// about: t1 initialises A, whose initialiser reads B; t2 initialises B, whose initialiser reads A; once each thread has started its class, each waits for the other's initialisation (JVMS 5.5), as HotSpot hangs on some runs
public class ClinitCycleDeadlock {
    static class A {
        static final int X;
        static {
            X = B.Y + 1;
        }
    }

    static class B {
        static final int Y;
        static {
            Y = A.X + 1;
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
