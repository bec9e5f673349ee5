// Records (compact constructors, generic records, equals/hashCode/toString of
// every component type), sealed interfaces, instanceof patterns, switch
// expressions on enums and on strings whose hash codes collide.
import java.util.*;

public class RecordsSealed3 {
    sealed interface Shape permits Circle, Rect, Tri {}
    record Circle(double r) implements Shape {
        Circle {
            if (r < 0) throw new IllegalArgumentException("negative radius: " + r);
        }
    }
    record Rect(double w, double h) implements Shape {
        static Rect square(double s) { return new Rect(s, s); }
        double area() { return w * h; }
    }
    static final class Tri implements Shape {
        final double b, h;
        Tri(double b, double h) { this.b = b; this.h = h; }
    }
    record Pair<A, B>(A first, B second) {
        Pair {
            Objects.requireNonNull(first, "first");
        }
        @Override public String toString() { return "(" + first + ", " + second + ")"; }
    }
    record Point(int x, int y) implements Comparable<Point> {
        public int compareTo(Point o) { return Comparator.comparingInt(Point::x).thenComparingInt(Point::y).compare(this, o); }
    }
    record Empty() {}
    record Arr(int[] a, String s, double d, float f, long l, char c, byte b, boolean z, Object o) {}
    enum Op { ADD, SUB, MUL, DIV }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r && r.w() == r.h()) return r.w() * r.w();
        if (s instanceof Rect r) return r.area();
        if (s instanceof Tri t) return 0.5 * t.b * t.h;
        throw new AssertionError();
    }
    static int apply(Op op, int a, int b) {
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> { int r = a * b; yield r; }
            case DIV -> a / b;
        };
    }
    static String kind(String s) {
        return switch (s) {
            case "Aa", "BB" -> "collide-" + s;
            case "AaAa", "BBBB", "AaBB" -> "collide4-" + s;
            case "" -> "empty";
            default -> { if (s.length() > 3) yield "long"; yield "other"; }
        };
    }
    static String oldSwitch(String s) {
        switch (s) {
            case "Ab": return "x";
            case "BC": return "y";
            case "C#": return "z";
            default: return "?";
        }
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), Rect.square(4), new Tri(3, 4));
        for (Shape s : shapes) System.out.printf("%s %.4f%n", s instanceof Tri ? "Tri" : s, area(s));
        System.out.println(new Circle(2).equals(new Circle(2.0)) + " " + new Circle(2).hashCode() + " " + new Rect(1, 2).hashCode() + " " + new Point(3, 4).hashCode());
        System.out.println(new Pair<>("a", List.of(1, 2)) + " " + new Pair<>(1, null).equals(new Pair<>(1, null)) + " " + new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        Arr arr = new Arr(null, "s", -0.0, Float.NaN, 5L, 'c', (byte) 7, true, null);
        System.out.println(arr + " " + arr.equals(new Arr(null, "s", -0.0, Float.NaN, 5L, 'c', (byte) 7, true, null)) + " " + arr.equals(new Arr(null, "s", 0.0, Float.NaN, 5L, 'c', (byte) 7, true, null)));
        System.out.println(arr.hashCode() + " " + new Point(1, 2).equals(new Point(1, 2)));
        try {
            new Circle(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new Pair<>(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        for (Op op : Op.values()) System.out.print(op + "=" + apply(op, 12, 4) + " ");
        System.out.println();
        for (String s : new String[]{"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "abcd", "ab"}) System.out.print(kind(s) + " ");
        System.out.println();
        System.out.println(oldSwitch("Ab") + oldSwitch("BC") + oldSwitch("C#") + oldSwitch("Ac") + " " + "Ab".hashCode() + " " + "BC".hashCode());
        TreeSet<Point> pts = new TreeSet<>(List.of(new Point(2, 1), new Point(1, 5), new Point(1, 2)));
        System.out.println(pts + " " + pts.first().x());
        System.out.println(Circle.class.isRecord() + " " + Shape.class.isSealed() + " " + Shape.class.getPermittedSubclasses().length + " " + Circle.class.getRecordComponents().length + " " + Circle.class.getRecordComponents()[0].getName());
        Object o = 42;
        String d = o instanceof Integer i && i > 40 ? "big int " + (i + 1) : "other";
        System.out.println(d);
        try {
            apply(Op.DIV, 1, 0);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
