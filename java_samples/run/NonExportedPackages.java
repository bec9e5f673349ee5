// JDK 17's strong encapsulation without setAccessible: core reflection and
// method handle lookups from the class path refuse a public member of a
// public class in a package its module does not export (jdk.internal.misc)
// with IllegalAccessException naming the module; a private member of an
// exported package is refused naming its modifiers and module; a public
// member of an exported package is used. Messages are printed up to the
// unnamed module's identity hash.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Scanner;

public class NonExportedPackages {
    static String head(String message) {
        int at = message.indexOf('@');
        return at < 0 ? message : message.substring(0, at + 1);
    }

    interface Attempt {
        Object run() throws Throwable;
    }

    static void attempt(String label, Attempt a) {
        try {
            System.out.println(label + ": " + a.run());
        } catch (IllegalAccessException e) {
            System.out.println(label + ": IllegalAccessException: " + head(e.getMessage()));
        } catch (Throwable e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> unsafe = Class.forName("jdk.internal.misc.Unsafe");
        attempt("invoke getUnsafe", () -> unsafe.getMethod("getUnsafe").invoke(null));
        attempt("get ADDRESS_SIZE", () -> unsafe.getField("ADDRESS_SIZE").get(null));
        attempt("try getUnsafe", () -> unsafe.getMethod("getUnsafe").trySetAccessible());
        attempt("get Scanner.FIND_ANY_PATTERN",
            () -> Scanner.class.getDeclaredField("FIND_ANY_PATTERN").get(null));
        attempt("invoke List.size", () -> List.class.getMethod("size").invoke(List.of(1, 2)));
        attempt("findStatic getUnsafe", () -> MethodHandles.lookup()
            .findStatic(unsafe, "getUnsafe", MethodType.methodType(unsafe)) != null);
        attempt("findStaticGetter ADDRESS_SIZE", () -> MethodHandles.lookup()
            .findStaticGetter(unsafe, "ADDRESS_SIZE", int.class) != null);
        attempt("findVirtual String.length", () -> MethodHandles.lookup()
            .findVirtual(String.class, "length", MethodType.methodType(int.class))
            .invoke("four"));
    }
}
