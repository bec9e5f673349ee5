// Records: generated toString/equals/hashCode (with int, long, double, String,
// boolean, array and nested record components), accessors, compact and
// canonical constructors with validation, static members, interfaces, generics.
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

public class Records {
    record Point(int x, int y) {
        static final Point ORIGIN = new Point(0, 0);

        Point {
            if (x < -1000 || y < -1000) {
                throw new IllegalArgumentException("out of range: " + x + "," + y);
            }
        }

        Point(int both) {
            this(both, both);
        }

        double dist() {
            return Math.sqrt(x * x + y * y);
        }

        static Point of(String s) {
            String[] p = s.split(",");
            return new Point(Integer.parseInt(p[0].trim()), Integer.parseInt(p[1].trim()));
        }
    }

    record Person(String name, int age, double height, boolean active) {}

    record Range(long lo, long hi) {
        Range {
            if (lo > hi) {
                long t = lo;
                lo = hi;
                hi = t;
            }
        }

        long length() {
            return hi - lo;
        }
    }

    record Line(Point from, Point to) {}

    record WithArray(int[] data) {}

    record Named(String name) implements Comparable<Named> {
        Named(String name) {
            this.name = name == null ? "<none>" : name.strip();
        }

        public int compareTo(Named o) {
            return name.compareTo(o.name);
        }
    }

    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }
    }

    record Empty() {}

    record Chars(char c, byte b, short s, float f, long l) {}

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p + " x=" + p.x() + " y=" + p.y() + " dist=" + p.dist() + " hash=" + p.hashCode());
        System.out.println("equals: " + p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null)
                + " " + (p.hashCode() == new Point(3, 4).hashCode()) + " ORIGIN " + Point.ORIGIN + " diag " + new Point(7));
        System.out.println("parsed " + Point.of(" 10 , -20 ") + " hash " + Point.of("10,-20").hashCode());
        try {
            new Point(-5000, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor rejected: " + e.getMessage());
        }
        Person ann = new Person("Ann", 31, 1.68, true);
        Person bob = new Person("Bob", 45, 1.80, false);
        System.out.println(ann + " hash " + ann.hashCode());
        System.out.println(bob + " hash " + bob.hashCode());
        System.out.println("person equals: " + ann.equals(new Person("Ann", 31, 1.68, true)) + " "
                + ann.equals(new Person("Ann", 31, 1.6800000000000002, true)));
        Person nul = new Person(null, 0, -0.0, false);
        System.out.println(nul + " hash " + nul.hashCode() + " equals +0.0 variant: " + nul.equals(new Person(null, 0, 0.0, false)));
        Person nan1 = new Person("n", 1, Double.NaN, true);
        System.out.println("NaN component equals itself: " + nan1.equals(new Person("n", 1, Double.NaN, true)) + " hash " + nan1.hashCode());
        Range r = new Range(10, 3);
        System.out.println(r + " length " + r.length() + " hash " + r.hashCode());
        Line line = new Line(new Point(1, 2), new Point(3, 4));
        System.out.println(line + " hash " + line.hashCode() + " equals " + line.equals(new Line(new Point(1, 2), new Point(3, 4))));
        int[] arr = {1, 2};
        WithArray wa = new WithArray(arr);
        System.out.println("array component equals by reference: " + wa.equals(new WithArray(arr)) + " "
                + wa.equals(new WithArray(new int[] {1, 2})) + " toString starts " + wa.toString().startsWith("WithArray[data=[I@"));
        Set<Named> names = new TreeSet<>(List.of(new Named("  zed "), new Named("amy"), new Named(null), new Named("bo")));
        System.out.println("sorted named: " + names);
        Pair<String, Integer> pair = new Pair<>("k", 1);
        Pair<String, List<String>> pair2 = pair.withSecond(List.of("a", "b"));
        System.out.println(pair + " " + pair2 + " hash " + pair.hashCode() + " " + pair2.hashCode());
        System.out.println("empty: " + new Empty() + " hash " + new Empty().hashCode() + " equals " + new Empty().equals(new Empty()));
        Chars ch = new Chars('x', (byte) -1, (short) 300, 2.5f, 1L << 40);
        System.out.println(ch + " hash " + ch.hashCode());
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            set.add(new Point(i % 4, i % 3));
        }
        System.out.println("distinct points " + set.size() + " contains (3,2) " + set.contains(new Point(3, 2)));
        System.out.println("isRecord " + Point.class.isRecord() + " superclass " + Point.class.getSuperclass().getName());
        Object o = new Point(1, 1);
        if (o instanceof Point q && q.x() == q.y()) {
            System.out.println("pattern on record, diagonal " + q);
        }
    }
}
