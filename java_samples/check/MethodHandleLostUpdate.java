// expect: assertion
// about: two threads increment a counter through a method handle to an unsynchronized method; a handle's target runs as an ordinary call, so when both read the counter before either writes it an update is lost and main's assertion fails
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class MethodHandleLostUpdate {
    static int count;

    static void increment() {
        count = count + 1;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle inc = MethodHandles.lookup().findStatic(MethodHandleLostUpdate.class, "increment",
                MethodType.methodType(void.class));
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
        assert count == 2 : "lost update: " + count;
    }
}
