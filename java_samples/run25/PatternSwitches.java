// Pattern-matching switches (Java 21, compiled by JDK 25's javac at its
// own release): a switch over a sealed interface of records with a guard,
// over Object with null, Integer/String guards, an enum and a List, over
// an enum with a guarded pattern (SwitchBootstraps.typeSwitch and
// enumSwitch call sites); a string switch; JDK 25's NumberFormat and
// DecimalFormat, whose format has a pattern switch; a null selector.
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

public class PatternSwitches {
    sealed interface Shape permits Circle, Square, Rect {}
    record Circle(double r) implements Shape {}
    record Square(double side) implements Shape {}
    record Rect(double w, double h) implements Shape {}

    enum Color { RED, GREEN, BLUE }

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> Math.PI * c.r() * c.r();
            case Square q -> q.side() * q.side();
            case Rect r when r.w() == r.h() -> -1;
            case Rect r -> r.w() * r.h();
        };
    }

    static String describe(Object o) {
        return switch (o) {
            case null -> "null";
            case Integer i when i > 10 -> "big int " + i;
            case Integer i -> "int " + i;
            case String s when s.isEmpty() -> "empty string";
            case String s -> "string " + s;
            case Color c -> "color " + c.ordinal();
            case List<?> l -> "list of " + l.size();
            default -> "other " + o.getClass().getSimpleName();
        };
    }

    static String colorName(Color c) {
        return switch (c) {
            case RED -> "r";
            case Color x when x.ordinal() == 1 -> "g (guarded)";
            case BLUE -> "b";
            default -> "?";
        };
    }

    static String strings(String s) {
        switch (s) {
            case "a": return "A";
            case "b": return "B";
            default: return "-";
        }
    }

    public static void main(String[] args) {
        Shape[] shapes = { new Circle(1), new Square(2), new Rect(2, 3), new Rect(4, 4) };
        for (Shape s : shapes) {
            System.out.println(s + " area " + area(s));
        }
        Object[] things = { null, 5, 50, "", "x", Color.BLUE, List.of(1, 2), 3.5 };
        for (Object o : things) {
            System.out.println(describe(o));
        }
        for (Color c : Color.values()) {
            System.out.println(c + " " + colorName(c));
        }
        System.out.println(strings("a") + strings("z"));
        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        System.out.println(nf.format(1234567.891));
        System.out.println(new DecimalFormat("#,##0.00").format(new BigDecimal("9876.5")));
        System.out.println(new DecimalFormat("0.#").format(12L));
        try {
            area(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
