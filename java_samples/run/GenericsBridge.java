// Generics: generic classes and methods, bounded type parameters, wildcards,
// bridge methods (Comparable<T>.compareTo, covariant overrides of generic
// methods called through the erased supertype), raw types, type erasure
// consequences (ClassCastException at the use site), recursive bounds.
import java.util.*;
import java.util.function.Function;

public class GenericsBridge {
    static class Version implements Comparable<Version> {
        final int major, minor;

        Version(int major, int minor) {
            this.major = major;
            this.minor = minor;
        }

        @Override
        public int compareTo(Version o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }

        @Override
        public String toString() {
            return major + "." + minor;
        }
    }

    interface Transformer<A, B> {
        B transform(A a);
    }

    static class Lengther implements Transformer<String, Integer> {
        @Override
        public Integer transform(String s) {
            return s.length();
        }
    }

    static abstract class Node<T> {
        abstract T value();
    }

    static class IntNode extends Node<Integer> {
        @Override
        Integer value() {
            return 42;
        }
    }

    static class Cell<T> {
        private T item;

        void set(T t) {
            item = t;
        }

        T get() {
            return item;
        }
    }

    static class StringCell extends Cell<String> {
        @Override
        void set(String s) {
            super.set(s.toUpperCase());
        }
    }

    static class Pair<K extends Comparable<K>, V> {
        final K key;
        final V value;

        Pair(K key, V value) {
            this.key = key;
            this.value = value;
        }

        <R> Pair<K, R> mapValue(Function<? super V, ? extends R> f) {
            return new Pair<>(key, f.apply(value));
        }

        @Override
        public String toString() {
            return key + "=" + value;
        }
    }

    static <T extends Comparable<? super T>> T maxOf(List<? extends T> xs) {
        T best = xs.get(0);
        for (T x : xs) {
            if (x.compareTo(best) > 0) {
                best = x;
            }
        }
        return best;
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) {
            s += n.doubleValue();
        }
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) {
            sink.add(i);
        }
    }

    static <T> void swap(T[] arr, int i, int j) {
        T t = arr[i];
        arr[i] = arr[j];
        arr[j] = t;
    }

    @SafeVarargs
    static <T> List<T> listOf(T... xs) {
        return new ArrayList<>(Arrays.asList(xs));
    }

    static abstract class Shape<S extends Shape<S>> {
        int scale = 1;

        @SuppressWarnings("unchecked")
        S scaled(int k) {
            scale *= k;
            return (S) this;
        }
    }

    static class Sq extends Shape<Sq> {
        String describe() {
            return "Sq scale " + scale;
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        List<Version> vs = listOf(new Version(1, 10), new Version(1, 2), new Version(2, 0), new Version(0, 99));
        Collections.sort(vs);
        System.out.println("sorted versions " + vs + " max " + maxOf(vs));
        Comparable raw = new Version(3, 1);
        System.out.println("raw compareTo via bridge: " + raw.compareTo(new Version(3, 0)));
        try {
            raw.compareTo("not a version");
        } catch (ClassCastException e) {
            System.out.println("bridge method cast failed: ClassCastException");
        }
        Transformer<String, Integer> t = new Lengther();
        Transformer rawT = t;
        System.out.println("transform " + t.transform("generics") + " raw " + rawT.transform("raw!"));
        try {
            rawT.transform(12);
        } catch (ClassCastException e) {
            System.out.println("raw transform with Integer: ClassCastException");
        }
        Node<Integer> node = new IntNode();
        Node rawNode = node;
        System.out.println("covariant generic override: " + node.value() + " " + rawNode.value());
        Cell<String> cell = new StringCell();
        cell.set("shout");
        System.out.println("bridge on set: " + cell.get());
        Cell rawCell = cell;
        try {
            rawCell.set(5);
        } catch (ClassCastException e) {
            System.out.println("raw set(Integer) through bridge: ClassCastException");
        }
        Cell<Object> anyCell = new Cell<>();
        anyCell.set(5);
        anyCell.set("now a string");
        System.out.println("Cell<Object> " + anyCell.get());
        Pair<String, Integer> p = new Pair<>("answer", 42);
        System.out.println("pair " + p + " mapped " + p.mapValue(v -> "#" + v) + " mapped twice " + p.mapValue(v -> v * 2).mapValue(Integer::toBinaryString));
        List<Integer> ints = List.of(1, 2, 3);
        List<Double> dbls = List.of(0.5, 0.25);
        System.out.println("sum wildcard " + sum(ints) + " " + sum(dbls));
        List<Number> sink = new ArrayList<>();
        List<Object> sink2 = new ArrayList<>();
        fill(sink, 3);
        fill(sink2, 2);
        System.out.println("super wildcard " + sink + " " + sink2);
        String[] arr = {"a", "b", "c"};
        swap(arr, 0, 2);
        System.out.println("generic swap " + Arrays.toString(arr));
        List rawList = new ArrayList();
        rawList.add("s");
        rawList.add(1);
        List<String> typed = rawList;
        System.out.println("raw list " + typed.size() + " first " + typed.get(0));
        try {
            String s = typed.get(1);
            System.out.println("unreachable " + s);
        } catch (ClassCastException e) {
            System.out.println("erasure: ClassCastException at use site");
        }
        Object o = typed.get(1);
        System.out.println("but reading as Object is fine: " + o);
        System.out.println("erased classes equal: " + (new ArrayList<String>().getClass() == new ArrayList<Integer>().getClass()));
        System.out.println("recursive bound: " + new Sq().scaled(2).scaled(5).describe());
        Map<String, List<Map<Integer, Set<String>>>> deep = new TreeMap<>();
        deep.computeIfAbsent("k", k -> new ArrayList<>()).add(new TreeMap<>(Map.of(1, new TreeSet<>(Set.of("x", "y")))));
        System.out.println("deep generic " + deep);
    }
}
