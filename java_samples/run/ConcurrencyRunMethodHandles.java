// wayfinder-unsupported: java.lang.invoke.MethodHandles.Lookup.findVirtual
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

// VarHandles work, method handles do not: Wayfinder stops with "unsupported"
// (exit code 4) at the first lookup of a method handle.
public class ConcurrencyRunMethodHandles {
    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        System.out.println("lookup class " + lookup.lookupClass().getName());
        MethodHandle length = lookup.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println("length " + (int) length.invokeExact("four"));
    }
}
