// expect: deadlock
// states: all=30 no-por=41 no-symmetry=30 none=47
// about: t1 initialises Base, whose initialiser creates a Derived; t2 creates a Derived first, which marks Derived as being initialised and then needs its superclass Base (JVMS 5.5 steps 6-7): each waits for the other
public class ClinitHierarchyDeadlock {
    static class Base {
        static final Base DEFAULT = new Derived();
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
