// More of java.lang.invoke: invoker and exactInvoker, asSpreader, a
// varargs collector and asFixedArity, foldArguments, permuteArguments,
// throwException with catchException, array element handles, and a
// ClassCastException from asType's conversion (a call whose descriptor is
// the declared (Object[])Object is still signature-polymorphic).
import java.lang.invoke.*;
import java.util.*;
public class MethodHandlesCombinators {
    static String hello(String s, int n) { return s.repeat(n); }
    static String rep(int n, String s) { return n + ":" + s; }
    public static void main(String[] a) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle h = l.findStatic(MethodHandlesCombinators.class, "hello", MethodType.methodType(String.class, String.class, int.class));
        MethodHandle inv = MethodHandles.invoker(MethodType.methodType(Object.class, String.class, int.class));
        System.out.println(inv.type() + " " + inv.invoke(h, "ab", 3));
        MethodHandle ex = MethodHandles.exactInvoker(h.type());
        System.out.println(ex.type() + " " + (String) ex.invokeExact(h, "x", 2));
        MethodHandle spread = h.asSpreader(Object[].class, 2);
        System.out.println(spread.type() + " " + spread.invoke(new Object[] {"q", 2}));
        MethodHandle coll = l.findStatic(Arrays.class, "asList", MethodType.methodType(List.class, Object[].class));
        System.out.println(coll.isVarargsCollector() + " " + coll.invoke(1, 2, 3) + " " + coll.asFixedArity().invoke(new Object[]{4, 5}));
        MethodHandle fold = MethodHandles.foldArguments(l.findStatic(MethodHandlesCombinators.class, "rep", MethodType.methodType(String.class, int.class, String.class)),
            l.findVirtual(String.class, "length", MethodType.methodType(int.class)));
        System.out.println(fold.type() + " " + fold.invoke("abcd"));
        MethodHandle perm = MethodHandles.permuteArguments(l.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class)),
            MethodType.methodType(String.class, String.class, String.class), 1, 0);
        System.out.println(perm.invoke("a", "b"));
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        MethodHandle caught = MethodHandles.catchException(MethodHandles.filterReturnValue(MethodHandles.constant(IllegalStateException.class, new IllegalStateException("x")), thrower),
            IllegalStateException.class, MethodHandles.dropArguments(MethodHandles.constant(String.class, "caught"), 0, IllegalStateException.class));
        System.out.println(caught.invoke());
        MethodHandle getter = MethodHandles.arrayElementGetter(int[].class);
        System.out.println((int) getter.invokeExact(new int[] {7, 8}, 1) + " " + MethodHandles.arrayLength(int[].class).invoke(new int[3]));
        MethodHandle lenObj = l.findVirtual(String.class, "length", MethodType.methodType(int.class)).asType(MethodType.methodType(Object.class, Object.class));
        try { lenObj.invoke(5); } catch (ClassCastException e) { System.out.println("CCE"); }
    }
}
