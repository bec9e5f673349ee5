import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// A method handle called from two threads: each call is an ordinary Java
// call (scheduling points inside it as anywhere else).
public class ConcurrencyRunMethodHandles {
    private int total;

    synchronized void add(int n) {
        total += n;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        System.out.println("lookup class " + lookup.lookupClass().getName());
        MethodHandle length = lookup.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println("length " + (int) length.invokeExact("four"));
        ConcurrencyRunMethodHandles c = new ConcurrencyRunMethodHandles();
        MethodHandle add = lookup.findVirtual(ConcurrencyRunMethodHandles.class, "add",
                MethodType.methodType(void.class, int.class)).bindTo(c);
        Runnable r = () -> {
            try {
                for (int i = 1; i <= 3; i++) {
                    add.invokeExact(i);
                }
            } catch (Throwable t) {
                throw new RuntimeException(t);
            }
        };
        Thread t1 = new Thread(r);
        Thread t2 = new Thread(r);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("total " + c.total);
    }
}
