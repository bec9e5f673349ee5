// MethodHandles.privateLookupIn under JDK 17's strong encapsulation: a
// class of a java.base package not opened to the unnamed module is
// refused with IllegalAccessException (its message up to the unnamed
// module's identity hash is printed), the program's own classes and
// sun.misc (opened by jdk.unsupported) are not, and a private lookup in
// the program's own class reaches its private field through a VarHandle.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;

public class PrivateLookupEncapsulation {
    private int hits = 1;

    static String head(String message) {
        int at = message.indexOf('@');
        return at < 0 ? message : message.substring(0, at + 1);
    }

    static void lookIn(Class<?> target) {
        try {
            MethodHandles.Lookup l = MethodHandles.privateLookupIn(target, MethodHandles.lookup());
            System.out.println(target.getName() + ": lookup in " + l.lookupClass().getName());
        } catch (IllegalAccessException e) {
            System.out.println(target.getName() + ": " + head(e.getMessage()));
        }
    }

    public static void main(String[] args) throws Exception {
        lookIn(String.class);
        lookIn(ArrayList.class);
        lookIn(Class.forName("jdk.internal.misc.Unsafe"));
        lookIn(PrivateLookupEncapsulation.class);
        lookIn(Class.forName("sun.misc.Unsafe"));
        MethodHandles.Lookup own = MethodHandles.privateLookupIn(
            PrivateLookupEncapsulation.class, MethodHandles.lookup());
        VarHandle hits = own.findVarHandle(PrivateLookupEncapsulation.class, "hits", int.class);
        PrivateLookupEncapsulation p = new PrivateLookupEncapsulation();
        hits.getAndAdd(p, 4);
        System.out.println("hits " + p.hits);
    }
}
