// expect: assertion
// states: all=30 no-por=48 no-symmetry=30 none=48
// about: each thread reads count through a VarHandle and then sets count + 1 (two atomic steps); if both read 0 before either sets, the result is 1
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleGetThenSet {
    volatile int count;
    static final VarHandle COUNT;

    static {
        try {
            COUNT = MethodHandles.lookup().findVarHandle(VarHandleGetThenSet.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        VarHandleGetThenSet c = new VarHandleGetThenSet();
        Runnable bump = () -> {
            int seen = (int) COUNT.getVolatile(c);
            COUNT.setVolatile(c, seen + 1);   // BUG: not a read-modify-write
        };
        Thread t1 = new Thread(bump);
        Thread t2 = new Thread(bump);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.count == 2 : "count " + c.count;
        System.out.println("count " + c.count);
    }
}
