// expect: no_violation
// states: all=76 no-por=127 no-symmetry=76 none=127 no-sleep-sets=82
// about: as ClinitHierarchyDeadlock, but the base class does not create a Derived in its initialiser: whichever thread comes second waits, then goes on
public class ClinitHierarchyNoCycle {
    static class Base {
        static final Object DEFAULT = new Object();
    }

    static class Derived extends Base {
    }

    static volatile Object seen;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> seen = Base.DEFAULT);
        Thread t2 = new Thread(() -> seen = new Derived());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
