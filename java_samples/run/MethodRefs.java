// Method references of every kind: static, bound instance, unbound instance,
// constructor (including generic classes), array constructor (int[]::new,
// String[]::new), super::method, this::method, varargs and overloaded targets.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.function.*;

public class MethodRefs {
    static class Base {
        String hello(String who) {
            return "Base hello " + who;
        }
    }

    static class Derived extends Base {
        @Override
        String hello(String who) {
            return "Derived hello " + who;
        }

        Function<String, String> superRef() {
            return super::hello;
        }

        Function<String, String> thisRef() {
            return this::hello;
        }
    }

    static class Box<T> {
        final T value;

        Box(T value) {
            this.value = value;
        }

        Box() {
            this(null);
        }

        @Override
        public String toString() {
            return "Box(" + value + ")";
        }
    }

    static int twice(int x) {
        return 2 * x;
    }

    static String joinAll(String... parts) {
        return String.join("+", parts);
    }

    final String prefix;

    MethodRefs(String prefix) {
        this.prefix = prefix;
    }

    String decorate(String s) {
        return prefix + s;
    }

    public static void main(String[] args) {
        IntUnaryOperator st = MethodRefs::twice;
        Function<String, Integer> parse = Integer::parseInt;
        BiFunction<Integer, Integer, Integer> maxRef = Math::max;
        System.out.println("static: " + st.applyAsInt(21) + " " + parse.apply("-17") + " " + maxRef.apply(3, 8));
        String target = "Hello";
        Supplier<Integer> boundLen = target::length;
        Predicate<String> boundStarts = target::startsWith;
        MethodRefs deco = new MethodRefs(">> ");
        UnaryOperator<String> boundDeco = deco::decorate;
        System.out.println("bound: " + boundLen.get() + " " + boundStarts.test("He") + " " + boundDeco.apply("x"));
        Function<String, String> upper = String::toUpperCase;
        BiFunction<String, String, Boolean> eq = String::equalsIgnoreCase;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        ToIntFunction<List<?>> size = List::size;
        System.out.println("unbound: " + upper.apply("abc") + " " + eq.apply("A", "a") + " " + charAt.apply("xyz", 1) + " "
                + size.applyAsInt(List.of(1, 2, 3)));
        Supplier<StringBuilder> ctor0 = StringBuilder::new;
        Function<String, StringBuilder> ctor1 = StringBuilder::new;
        Function<Integer, Box<Integer>> boxCtor = Box::new;
        Supplier<Box<String>> emptyBox = Box::new;
        Function<String, Integer> intCtor = Integer::valueOf;
        System.out.println("constructors: [" + ctor0.get().append("new") + "] [" + ctor1.apply("init").reverse() + "] "
                + boxCtor.apply(5) + " " + emptyBox.get() + " " + intCtor.apply("12"));
        IntFunction<int[]> intArr = int[]::new;
        IntFunction<String[]> strArr = String[]::new;
        IntFunction<long[][]> long2d = long[][]::new;
        int[] ia = intArr.apply(4);
        String[] sa = strArr.apply(2);
        long[][] la = long2d.apply(3);
        System.out.println("array ctors: " + Arrays.toString(ia) + " " + Arrays.toString(sa) + " " + la.length + " "
                + Arrays.deepToString(la));
        String[] fromStream = List.of("p", "q", "r").stream().map(String::toUpperCase).toArray(String[]::new);
        System.out.println("toArray(String[]::new): " + Arrays.toString(fromStream) + " " + fromStream.getClass().getSimpleName());
        Derived d = new Derived();
        System.out.println("super::hello -> " + d.superRef().apply("you") + "; this::hello -> " + d.thisRef().apply("you"));
        Base asBase = d;
        Function<String, String> virtualRef = asBase::hello;
        BiFunction<Base, String, String> unboundVirtual = Base::hello;
        System.out.println("bound to Base-typed ref: " + virtualRef.apply("v") + "; unbound Base::hello on Derived: "
                + unboundVirtual.apply(d, "u") + " on Base: " + unboundVirtual.apply(new Base(), "u"));
        Function<String[], String> varargsRef = MethodRefs::joinAll;
        BiFunction<String, String, String> varargs2 = MethodRefs::joinAll;
        System.out.println("varargs refs: " + varargsRef.apply(new String[] {"a", "b", "c"}) + " " + varargs2.apply("x", "y"));
        List<String> words = new ArrayList<>(List.of("delta", "Alpha", "charlie", "Bravo"));
        words.sort(String::compareToIgnoreCase);
        System.out.println("sort with String::compareToIgnoreCase: " + words);
        words.replaceAll(String::toLowerCase);
        words.forEach(System.out::println);
        TreeMap<String, Integer> lengths = new TreeMap<>();
        words.forEach(w -> lengths.computeIfAbsent(w, String::length));
        System.out.println("computeIfAbsent(String::length): " + lengths);
        Runnable printer = System.out::println;
        printer.run();
        Consumer<Object> printObj = System.out::println;
        printObj.accept(List.of(1, 2));
        Function<Integer, String> toStr = String::valueOf;
        Function<char[], String> fromChars = String::valueOf;
        System.out.println("overloaded valueOf refs: " + toStr.apply(77) + " " + fromChars.apply(new char[] {'o', 'k'}));
        Supplier<String> nullTarget = null;
        try {
            String s = null;
            Supplier<Integer> bad = s::length;
            System.out.println("unreachable " + bad);
        } catch (NullPointerException e) {
            System.out.println("bound method ref on null target -> NPE at creation " + (nullTarget == null));
        }
        Comparator3<String> cmp = Comparator3.comparing(String::length);
        System.out.println("generic static factory with ref: " + cmp.compare("aa", "b"));
    }

    interface Comparator3<T> {
        int compare(T a, T b);

        static <T> Comparator3<T> comparing(ToIntFunction<T> key) {
            return (a, b) -> Integer.compare(key.applyAsInt(a), key.applyAsInt(b));
        }
    }
}
