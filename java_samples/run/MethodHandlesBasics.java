// java.lang.invoke method handles: lookups of methods, constructors and
// fields, invokeExact/invoke/invokeWithArguments, unreflect, and the
// common combinators.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.List;

public class MethodHandlesBasics {
    static int counter = 7;
    private String name;
    public int size;

    public MethodHandlesBasics(String name) {
        this.name = name;
    }

    private String greet(String who, int times) {
        return (name + " greets " + who + " ").repeat(times).trim();
    }

    static long twice(long x) {
        return 2 * x;
    }

    static String join(String sep, String... parts) {
        return String.join(sep, parts);
    }

    static void boom(String why) {
        throw new IllegalStateException(why);
    }

    static boolean isShort(String s) {
        return s.length() < 4;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodType mt = MethodType.methodType(int.class);
        MethodHandle length = lookup.findVirtual(String.class, "length", mt);
        System.out.println("length type " + length.type() + " -> " + (int) length.invokeExact("four"));
        System.out.println("length via invoke " + length.invoke("seven!!"));
        System.out.println("length via invokeWithArguments " + length.invokeWithArguments("ab"));
        System.out.println("handle " + length);

        MethodHandle twice = lookup.findStatic(MethodHandlesBasics.class, "twice",
                MethodType.methodType(long.class, long.class));
        System.out.println("twice exact " + (long) twice.invokeExact(21L));
        System.out.println("twice widened " + (long) twice.invoke(5));
        Object boxed = twice.invoke(6L);
        System.out.println("twice boxed " + boxed + " " + boxed.getClass().getSimpleName());

        MethodHandle ctor = lookup.findConstructor(MethodHandlesBasics.class,
                MethodType.methodType(void.class, String.class));
        MethodHandlesBasics ann = (MethodHandlesBasics) ctor.invokeExact("Ann");
        MethodHandle greet = lookup.findVirtual(MethodHandlesBasics.class, "greet",
                MethodType.methodType(String.class, String.class, int.class));
        System.out.println((String) greet.invokeExact(ann, "Bob", 2));

        MethodHandle list = lookup.findConstructor(ArrayList.class, MethodType.methodType(void.class));
        @SuppressWarnings("unchecked")
        List<String> l = (List<String>) list.invoke();
        MethodHandle add = lookup.findVirtual(List.class, "add", MethodType.methodType(boolean.class, Object.class));
        System.out.println("add " + (boolean) add.invoke(l, "x") + " " + add.invoke(l, "y") + " " + l);

        MethodHandle getName = lookup.findGetter(MethodHandlesBasics.class, "name", String.class);
        MethodHandle setSize = lookup.findSetter(MethodHandlesBasics.class, "size", int.class);
        MethodHandle getSize = lookup.findGetter(MethodHandlesBasics.class, "size", int.class);
        setSize.invokeExact(ann, 42);
        System.out.println("fields " + (String) getName.invokeExact(ann) + " " + (int) getSize.invokeExact(ann));
        MethodHandle getCounter = lookup.findStaticGetter(MethodHandlesBasics.class, "counter", int.class);
        MethodHandle setCounter = lookup.findStaticSetter(MethodHandlesBasics.class, "counter", int.class);
        setCounter.invoke(counter + 1);
        System.out.println("static field " + (int) getCounter.invokeExact() + " " + counter);

        MethodHandle concat = lookup.unreflect(String.class.getMethod("concat", String.class));
        System.out.println("unreflect " + concat.invoke("ab", "cd") + " " + concat.type());
        MethodHandle bound = concat.bindTo("pre-");
        System.out.println("bindTo " + (String) bound.invokeExact("fix") + " " + bound.type());
        MethodHandle ins = MethodHandles.insertArguments(greet, 1, "Cy");
        System.out.println("insertArguments " + ins.invoke(ann, 1) + " " + ins.type());
        MethodHandle drop = MethodHandles.dropArguments(length, 0, int.class, double.class);
        System.out.println("dropArguments " + drop.type() + " " + (int) drop.invokeExact(1, 2.0, "xyz"));
        MethodHandle asType = length.asType(MethodType.methodType(long.class, Object.class));
        System.out.println("asType " + asType.type() + " " + (long) asType.invokeExact((Object) "hello"));
        MethodHandle filtered = MethodHandles.filterReturnValue(length,
                lookup.findStatic(Integer.class, "toBinaryString", MethodType.methodType(String.class, int.class)));
        System.out.println("filterReturnValue " + filtered.type() + " " + (String) filtered.invokeExact("abcde"));
        MethodHandle k = MethodHandles.constant(String.class, "K");
        System.out.println("constant " + k.type() + " " + (String) k.invokeExact());
        MethodHandle id = MethodHandles.identity(int.class);
        System.out.println("identity " + id.type() + " " + (int) id.invokeExact(99));
        MethodHandle test = lookup.findStatic(MethodHandlesBasics.class, "isShort",
                MethodType.methodType(boolean.class, String.class));
        MethodHandle upper = lookup.findVirtual(String.class, "toUpperCase", MethodType.methodType(String.class));
        MethodHandle lower = lookup.findVirtual(String.class, "toLowerCase", MethodType.methodType(String.class));
        MethodHandle gwt = MethodHandles.guardWithTest(test, upper, lower);
        System.out.println("guardWithTest " + (String) gwt.invokeExact("abc") + " " + (String) gwt.invokeExact("LONGER"));

        MethodHandle join = lookup.findStatic(MethodHandlesBasics.class, "join",
                MethodType.methodType(String.class, String.class, String[].class));
        System.out.println("varargs " + join.isVarargsCollector() + " " + join.invoke("-", "a", "b", "c")
                + " " + join.invokeWithArguments(",", "x", "y"));

        MethodHandle boom = lookup.findStatic(MethodHandlesBasics.class, "boom",
                MethodType.methodType(void.class, String.class));
        try {
            boom.invokeExact("bad state");
        } catch (IllegalStateException e) {
            System.out.println("thrown through the handle: " + e.getMessage());
        }
        try {
            String s = (String) length.invokeExact("x");
            System.out.println("no exception " + s);
        } catch (WrongMethodTypeException e) {
            System.out.println("invokeExact with the wrong type: WrongMethodTypeException");
        }
        try {
            lookup.findVirtual(String.class, "nope", mt);
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException");
        }
        try {
            lookup.findGetter(MethodHandlesBasics.class, "missing", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException");
        }
        MethodHandle cmp = lookup.findVirtual(Comparable.class, "compareTo",
                MethodType.methodType(int.class, Object.class));
        System.out.println("interface " + (int) cmp.invoke("b", "a"));
        int sum = 0;
        MethodHandle add2 = lookup.findStatic(Math.class, "addExact", MethodType.methodType(int.class, int.class, int.class));
        for (int i = 0; i < 5; i++) {
            sum = (int) add2.invokeExact(sum, i);
        }
        System.out.println("loop sum " + sum);
    }
}
