// invokeExact at a call site whose type differs from the handle's throws
// WrongMethodTypeException with java's message: the handle's type and the
// site's, both as MethodType prints them (simple names, arrays, a nested
// class), through a direct call and through an exact invoker.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;

public class WrongMethodTypeMessages {
    static class Box {
        final int v;

        Box(int v) {
            this.v = v;
        }
    }

    static Box make(int v, String[] tags) {
        return new Box(v + tags.length);
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle max = l.findStatic(Math.class, "max", MethodType.methodType(int.class, int.class, int.class));
        System.out.println("exact " + (int) max.invokeExact(3, 9));
        try {
            Object o = max.invokeExact(3, 9);
            System.out.println("no exception " + o);
        } catch (WrongMethodTypeException e) {
            System.out.println("site Object: " + e.getMessage());
        }
        try {
            long r = (long) max.invokeExact(3L, 9);
            System.out.println("no exception " + r);
        } catch (WrongMethodTypeException e) {
            System.out.println("site long: " + e.getMessage());
        }
        MethodHandle make = l.findStatic(WrongMethodTypeMessages.class, "make",
            MethodType.methodType(Box.class, int.class, String[].class));
        System.out.println("made " + ((Box) make.invokeExact(1, new String[] {"a", "b"})).v);
        try {
            Object b = make.invokeExact(1, new String[0]);
            System.out.println("no exception " + b);
        } catch (WrongMethodTypeException e) {
            System.out.println("site Object: " + e.getMessage());
        }
        MethodHandle invoker = MethodHandles.exactInvoker(MethodType.methodType(int.class, int.class, int.class));
        System.out.println("invoker " + (int) invoker.invokeExact(max, 4, 2));
        MethodHandle other = l.findStatic(Math.class, "abs", MethodType.methodType(int.class, int.class));
        try {
            int r = (int) invoker.invokeExact(other, 4, 2);
            System.out.println("no exception " + r);
        } catch (WrongMethodTypeException e) {
            System.out.println("invoker: " + e.getMessage());
        }
        try {
            max.invokeExact();
        } catch (WrongMethodTypeException e) {
            System.out.println("site void: " + e.getMessage());
        }
    }
}
