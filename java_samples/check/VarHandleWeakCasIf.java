// expect: assertion
// states: all=16 no-por=351 no-symmetry=16 none=351 dpor=16
// about: a one-shot latch opened by VarHandle.weakCompareAndSet(this, false, true) with no retry: the opener asserts it opened the latch, which a spurious failure of the weak CAS (explored by default where no loop retries it) makes false although nobody else opens it
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleWeakCasIf {
    private volatile boolean open;
    private static final VarHandle OPEN;

    static {
        try {
            OPEN = MethodHandles.lookup().findVarHandle(VarHandleWeakCasIf.class, "open", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        VarHandleWeakCasIf latch = new VarHandleWeakCasIf();
        Thread watcher = new Thread(() -> System.out.println("open: " + latch.open));
        watcher.start();
        boolean opened = OPEN.weakCompareAndSet(latch, false, true);
        assert opened : "the latch was closed and nobody else opens it";
        watcher.join();
    }
}
