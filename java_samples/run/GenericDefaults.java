// Interfaces with generic default methods: a small persistent-sequence API
// whose map/filter/fold/zip are defaults over two abstract methods, static
// generic factories on the interface, and implementations overriding some
// defaults; also a generic visitor with default methods.
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

public class GenericDefaults {
    interface Seq<T> {
        int size();

        T at(int i);

        default boolean isEmpty() {
            return size() == 0;
        }

        default <R> Seq<R> map(Function<? super T, ? extends R> f) {
            List<R> out = new ArrayList<>();
            for (int i = 0; i < size(); i++) {
                out.add(f.apply(at(i)));
            }
            return Seq.of(out);
        }

        default Seq<T> filter(Predicate<? super T> p) {
            List<T> out = new ArrayList<>();
            for (int i = 0; i < size(); i++) {
                if (p.test(at(i))) {
                    out.add(at(i));
                }
            }
            return Seq.of(out);
        }

        default <A> A fold(A init, BiFunction<A, ? super T, A> f) {
            A acc = init;
            for (int i = 0; i < size(); i++) {
                acc = f.apply(acc, at(i));
            }
            return acc;
        }

        default <U, R> Seq<R> zip(Seq<U> other, BiFunction<? super T, ? super U, ? extends R> f) {
            List<R> out = new ArrayList<>();
            for (int i = 0; i < Math.min(size(), other.size()); i++) {
                out.add(f.apply(at(i), other.at(i)));
            }
            return Seq.of(out);
        }

        default String show() {
            StringBuilder sb = new StringBuilder("<");
            for (int i = 0; i < size(); i++) {
                sb.append(i == 0 ? "" : " ").append(at(i));
            }
            return sb.append('>').toString();
        }

        static <T> Seq<T> of(List<T> items) {
            List<T> copy = List.copyOf(items);
            return new Seq<>() {
                public int size() {
                    return copy.size();
                }

                public T at(int i) {
                    return copy.get(i);
                }
            };
        }

        @SafeVarargs
        static <T> Seq<T> of(T... items) {
            return of(List.of(items));
        }

        static Seq<Integer> range(int from, int to) {
            return new Range(from, to);
        }
    }

    static final class Range implements Seq<Integer> {
        final int from, to;

        Range(int from, int to) {
            this.from = from;
            this.to = to;
        }

        public int size() {
            return Math.max(0, to - from);
        }

        public Integer at(int i) {
            return from + i;
        }

        @Override
        public String show() {
            return "[" + from + ".." + to + ")";
        }

        @Override
        public <A> A fold(A init, BiFunction<A, ? super Integer, A> f) {
            System.out.println("  (Range.fold override)");
            return Seq.super.fold(init, f);
        }
    }

    interface Visitor<R> {
        R visitNum(int n);

        R visitNeg(Expr e);

        R visitAdd(Expr a, Expr b);

        default R visitSub(Expr a, Expr b) {
            return visitAdd(a, new Neg(b));
        }
    }

    interface Expr {
        <R> R accept(Visitor<R> v);
    }

    record Num(int n) implements Expr {
        public <R> R accept(Visitor<R> v) {
            return v.visitNum(n);
        }
    }

    record Neg(Expr e) implements Expr {
        public <R> R accept(Visitor<R> v) {
            return v.visitNeg(e);
        }
    }

    record Add(Expr a, Expr b) implements Expr {
        public <R> R accept(Visitor<R> v) {
            return v.visitAdd(a, b);
        }
    }

    record Sub(Expr a, Expr b) implements Expr {
        public <R> R accept(Visitor<R> v) {
            return v.visitSub(a, b);
        }
    }

    public static void main(String[] args) {
        Seq<Integer> r = Seq.range(1, 11);
        System.out.println("range " + r.show() + " size " + r.size() + " empty " + r.isEmpty() + " " + Seq.range(5, 2).isEmpty());
        Seq<Integer> squares = r.map(x -> x * x);
        System.out.println("squares " + squares.show());
        System.out.println("even squares " + squares.filter(x -> x % 2 == 0).show());
        System.out.println("sum " + r.fold(0, Integer::sum));
        System.out.println("concat " + r.map(String::valueOf).fold("", String::concat));
        Seq<String> words = Seq.of("alpha", "beta", "gamma", "delta");
        System.out.println("zip " + words.zip(r, (w, i) -> i + ":" + w).show());
        System.out.println("lengths " + words.map(String::length).show() + " longest "
                + words.fold("", (best, w) -> w.length() > best.length() ? w : best));
        Seq<Seq<Integer>> nested = Seq.of(Seq.range(0, 2), Seq.range(5, 8));
        System.out.println("nested sizes " + nested.map(Seq::size).show() + " nested shows " + nested.map(Seq::show).show());
        Expr e = new Sub(new Add(new Num(10), new Num(5)), new Neg(new Num(3)));
        int value = e.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) {
                return n;
            }

            public Integer visitNeg(Expr x) {
                return -x.accept(this);
            }

            public Integer visitAdd(Expr a, Expr b) {
                return a.accept(this) + b.accept(this);
            }
        });
        String shown = e.accept(new Visitor<String>() {
            public String visitNum(int n) {
                return Integer.toString(n);
            }

            public String visitNeg(Expr x) {
                return "-(" + x.accept(this) + ")";
            }

            public String visitAdd(Expr a, Expr b) {
                return "(" + a.accept(this) + " + " + b.accept(this) + ")";
            }

            @Override
            public String visitSub(Expr a, Expr b) {
                return "(" + a.accept(this) + " - " + b.accept(this) + ")";
            }
        });
        System.out.println(shown + " = " + value);
    }
}
