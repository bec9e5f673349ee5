// expect: no_violation
// states: all=112 no-por=362 no-symmetry=112 none=362
// about: as MethodHandleLostUpdate, but the handle's target is synchronized (found with findVirtual and bound to the counter with bindTo): no update is lost on any schedule
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleSynchronized {
    private int count;

    synchronized void increment() {
        count = count + 1;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandleSynchronized c = new MethodHandleSynchronized();
        MethodHandle inc = MethodHandles.lookup().findVirtual(MethodHandleSynchronized.class, "increment",
                MethodType.methodType(void.class)).bindTo(c);
        Runnable r = () -> {
            try {
                inc.invokeExact();
            } catch (Throwable t) {
                throw new RuntimeException(t);
            }
        };
        Thread a = new Thread(r);
        Thread b = new Thread(r);
        a.start();
        b.start();
        a.join();
        b.join();
        assert c.count == 2 : "lost update: " + c.count;
    }
}
