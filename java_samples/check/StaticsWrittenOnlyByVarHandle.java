// expect: assertion
// states: all=24 no-por=120 no-symmetry=24 no-local-statics=24 none=120 dpor=24
// about: worker a reads a non-final static twice while worker b writes it only through a VarHandle on the static field (findStaticVarHandle, plain set): the handle's access uses the class's statics as a putstatic would, so it breaks a's one-thread-statics claim and a's reads become points (the session-start build saw only getstatic/putstatic, reflection and Unsafe, and said no violation)
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class StaticsWrittenOnlyByVarHandle {
    static class Config {
        static int limit = 3;
    }

    static final VarHandle LIMIT;

    static {
        try {
            LIMIT = MethodHandles.lookup().findStaticVarHandle(Config.class, "limit", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            int l1 = Config.limit;
            int l2 = Config.limit;
            assert l1 == l2 : "a saw " + l1 + " then " + l2;
        });
        Thread b = new Thread(() -> LIMIT.set(4));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
