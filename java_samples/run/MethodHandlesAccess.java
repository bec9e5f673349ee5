// Method-handle lookups check access as the JVM does: private members within
// the lookup class's nest, package-private ones within its package, protected
// ones from subclasses; publicLookup only public ones; unreflect of a member
// the program did not make accessible.
import java.lang.invoke.*;
import java.lang.reflect.*;
import java.util.ArrayList;
public class MethodHandlesAccess {
    private int secret = 5;
    private static String hidden() { return "hidden"; }
    static class Inner { private String x() { return "inner-private"; } }
    public static void main(String[] a) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        System.out.println((String) l.findStatic(MethodHandlesAccess.class, "hidden", MethodType.methodType(String.class)).invokeExact());
        System.out.println((String) l.findVirtual(Inner.class, "x", MethodType.methodType(String.class)).invokeExact(new Inner()));
        System.out.println((int) l.findGetter(MethodHandlesAccess.class, "secret", int.class).invokeExact(new MethodHandlesAccess()));
        try {
            l.findVirtual(ArrayList.class, "grow", MethodType.methodType(Object[].class, int.class));
            System.out.println("no IAE");
        } catch (IllegalAccessException e) { System.out.println("IAE private"); }
        try {
            l.findGetter(ArrayList.class, "size", int.class);
            System.out.println("no IAE");
        } catch (IllegalAccessException e) { System.out.println("IAE field"); }
        try {
            l.findVirtual(Object.class, "clone", MethodType.methodType(Object.class));
            System.out.println("clone ok");
        } catch (IllegalAccessException e) { System.out.println("IAE protected"); }
        try {
            MethodHandles.publicLookup().findStatic(MethodHandlesAccess.class, "hidden", MethodType.methodType(String.class));
            System.out.println("no IAE");
        } catch (IllegalAccessException e) { System.out.println("IAE publicLookup"); }
        Method m = ArrayList.class.getDeclaredMethod("elementData", int.class);
        try { l.unreflect(m); System.out.println("no IAE"); } catch (IllegalAccessException e) { System.out.println("IAE unreflect"); }
        Field f = MethodHandlesAccess.class.getDeclaredField("secret");
        System.out.println((int) l.unreflectGetter(f).invokeExact(new MethodHandlesAccess()));
    }
}
