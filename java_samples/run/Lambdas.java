// Lambdas: capturing locals, fields and this, java.util.function interfaces
// (Function, BiFunction, Supplier, Consumer, Predicate, UnaryOperator,
// BinaryOperator, primitive specialisations), composition, currying,
// recursion through a field, closures created in loops, custom interfaces.
import java.util.ArrayList;
import java.util.List;
import java.util.function.*;

public class Lambdas {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);

        default TriFunction<A, B, C, String> described() {
            return (a, b, c) -> "f(" + a + "," + b + "," + c + ")=" + apply(a, b, c);
        }
    }

    interface IntOp {
        int op(int x);
    }

    private int base = 100;
    static IntUnaryOperator factorial;

    IntSupplier adder(int extra) {
        return () -> base + extra;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> square = x -> x * x;
        Function<Integer, Integer> inc = x -> x + 1;
        System.out.println("square.andThen(inc)(5) = " + square.andThen(inc).apply(5) + ", compose = "
                + square.compose(inc).apply(5) + ", identity = " + Function.<String>identity().apply("id"));
        BiFunction<String, Integer, String> rep = String::repeat;
        System.out.println("BiFunction andThen: " + rep.andThen(String::length).apply("ab", 4));
        Supplier<List<String>> sup = ArrayList::new;
        List<String> made = sup.get();
        made.add("supplied");
        System.out.println("Supplier: " + made);
        StringBuilder sink = new StringBuilder();
        Consumer<String> c1 = s -> sink.append("[1:").append(s).append("]");
        Consumer<String> c2 = s -> sink.append("[2:").append(s.toUpperCase()).append("]");
        c1.andThen(c2).accept("x");
        System.out.println("Consumer chain: " + sink);
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        for (String s : new String[] {"", "ab", "abcd"}) {
            System.out.println("'" + s + "' empty=" + empty.test(s) + " notEmpty=" + empty.negate().test(s) + " empty||long="
                    + empty.or(longish).test(s) + " !empty&&long=" + empty.negate().and(longish).test(s)
                    + " isEqual(ab)=" + Predicate.isEqual("ab").test(s) + " not=" + Predicate.not(longish).test(s));
        }
        UnaryOperator<String> twice = s -> s + s;
        BinaryOperator<Integer> max = BinaryOperator.maxBy(Integer::compare);
        BinaryOperator<Integer> min = BinaryOperator.minBy(Integer::compare);
        System.out.println("UnaryOperator " + twice.apply("ho") + " maxBy " + max.apply(3, 9) + " minBy " + min.apply(3, 9));
        IntBinaryOperator gcd = new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return b == 0 ? a : applyAsInt(b, a % b);
            }
        };
        System.out.println("gcd(84, 36) = " + gcd.applyAsInt(84, 36));
        factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1);
        System.out.println("recursive lambda 10! = " + factorial.applyAsInt(10));
        IntPredicate even = n -> n % 2 == 0;
        IntFunction<String> stars = n -> "*".repeat(n);
        ToIntFunction<String> len = String::length;
        LongSupplier big = () -> 1L << 50;
        DoubleUnaryOperator half = d -> d / 2;
        ToDoubleBiFunction<Integer, Integer> ratio = (a, b) -> (double) a / b;
        BooleanSupplier yes = () -> true;
        ObjIntConsumer<StringBuilder> appendN = (sbx, n) -> sbx.append(n);
        StringBuilder nb = new StringBuilder();
        appendN.accept(nb, 42);
        System.out.println("primitive fns: " + even.test(4) + " " + stars.apply(3) + " " + len.applyAsInt("four") + " "
                + big.getAsLong() + " " + half.andThen(d -> d + 1).applyAsDouble(5) + " " + ratio.applyAsDouble(1, 4) + " "
                + yes.getAsBoolean() + " " + nb);
        Function<Integer, Function<Integer, Function<Integer, Integer>>> curried = a -> b -> c -> a * 100 + b * 10 + c;
        System.out.println("curried: " + curried.apply(1).apply(2).apply(3));
        TriFunction<Integer, Integer, Integer, Integer> vol = (a, b, c) -> a * b * c;
        System.out.println("TriFunction: " + vol.described().apply(2, 3, 4));
        List<IntSupplier> suppliers = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            int captured = i * i;
            suppliers.add(() -> captured);
        }
        StringBuilder sb = new StringBuilder();
        for (IntSupplier s : suppliers) {
            sb.append(s.getAsInt()).append(' ');
        }
        System.out.println("captured in loop: " + sb.toString().trim());
        int[] counter = {0};
        Runnable r = () -> counter[0]++;
        for (int i = 0; i < 7; i++) {
            r.run();
        }
        System.out.println("mutable capture via array: " + counter[0]);
        Lambdas obj = new Lambdas();
        IntSupplier a1 = obj.adder(5);
        obj.base = 1;
        System.out.println("captures this (sees later field write): " + a1.getAsInt());
        IntOp[] ops = {x -> x + 1, x -> x * 2, x -> -x, x -> x * x};
        int v = 3;
        for (IntOp op : ops) {
            v = op.op(v);
        }
        System.out.println("op pipeline: " + v);
        Function<Integer, Integer> chain = Function.identity();
        for (int i = 1; i <= 5; i++) {
            int k = i;
            chain = chain.andThen(x -> x * 2 + k);
        }
        System.out.println("built chain(1) = " + chain.apply(1));
        Supplier<Supplier<String>> nested = () -> () -> "nested lambda";
        System.out.println(nested.get().get());
        Comparator3 cmp = (x, y) -> Integer.compare(x.length(), y.length());
        System.out.println("custom comparator-ish: " + cmp.compare("aaa", "b"));
        Runnable thrower = () -> {
            throw new IllegalStateException("from lambda");
        };
        try {
            thrower.run();
        } catch (IllegalStateException e) {
            System.out.println("lambda threw: " + e.getMessage());
        }
        BiConsumer<String, Integer> printer = (k, val) -> System.out.println("  " + k + " -> " + val);
        printer.accept("key", 7);
        System.out.println("lambda is instance of Function: " + (square instanceof Function));
    }

    interface Comparator3 {
        int compare(String a, String b);
    }
}
