// Enums: values/valueOf/ordinal/name/compareTo, valueOf errors, switch on enum
// (statement and expression), fields and constructors, constant-specific
// bodies with abstract methods, getDeclaringClass, EnumMap and EnumSet.
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

public class Enums {
    enum Color { RED, GREEN, BLUE, YELLOW }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6),
        EARTH(5.976e+24, 6.37814e6),
        JUPITER(1.9e+27, 7.1492e7);

        private final double mass;
        private final double radius;
        static final double G = 6.67300E-11;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return G * mass / (radius * radius);
        }
    }

    enum Op {
        ADD("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        SUB("-") {
            int apply(int a, int b) {
                return a - b;
            }
        },
        MUL("*") {
            int apply(int a, int b) {
                return a * b;
            }

            @Override
            public String toString() {
                return "times";
            }
        };

        final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);
    }

    enum Singleton {
        INSTANCE;
        int counter;

        int next() {
            return ++counter;
        }
    }

    static String describe(Color c) {
        switch (c) {
            case RED:
                return "warm";
            case BLUE:
                return "cool";
            default:
                return "other";
        }
    }

    static int weight(Color c) {
        return switch (c) {
            case RED, YELLOW -> 1;
            case GREEN -> 2;
            case BLUE -> {
                int w = c.ordinal() * 10;
                yield w;
            }
        };
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " name=" + c.name() + " ordinal=" + c.ordinal() + " describe=" + describe(c) + " weight="
                    + weight(c) + " cmp(GREEN)=" + c.compareTo(Color.GREEN) + " hashEq=" + (c.hashCode() == c.hashCode()));
        }
        System.out.println("valueOf(BLUE) == BLUE: " + (Color.valueOf("BLUE") == Color.BLUE) + ", Enum.valueOf: "
                + Enum.valueOf(Color.class, "RED"));
        for (String bad : new String[] {"PURPLE", "red", ""}) {
            try {
                Color.valueOf(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("valueOf(" + bad + "): " + e.getMessage());
            }
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf(null): NPE " + e.getMessage());
        }
        Color[] vs = Color.values();
        vs[0] = null;
        System.out.println("values() returns a copy: " + Color.values()[0]);
        for (Planet p : Planet.values()) {
            System.out.println(p + String.format(" gravity %.2f", p.surfaceGravity()));
        }
        for (Op op : Op.values()) {
            System.out.println(op + " (" + op.name() + ", " + op.symbol + ") 7,3 -> " + op.apply(7, 3) + " class is enum: "
                    + (op.getClass() == Op.class) + " declaring " + op.getDeclaringClass().getSimpleName());
        }
        System.out.println("Singleton: " + Singleton.INSTANCE.next() + " " + Singleton.INSTANCE.next());
        EnumMap<Color, Integer> counts = new EnumMap<>(Color.class);
        String[] picks = {"BLUE", "RED", "BLUE", "YELLOW", "BLUE", "RED"};
        for (String p : picks) {
            counts.merge(Color.valueOf(p), 1, Integer::sum);
        }
        System.out.println("EnumMap: " + counts + " containsKey(GREEN) " + counts.containsKey(Color.GREEN));
        for (Map.Entry<Color, Integer> e : counts.entrySet()) {
            System.out.println("  " + e.getKey().ordinal() + ":" + e.getKey() + "=" + e.getValue());
        }
        EnumSet<Color> warm = EnumSet.of(Color.YELLOW, Color.RED);
        System.out.println("EnumSet: " + warm + " complement " + EnumSet.complementOf(warm) + " range "
                + EnumSet.range(Color.GREEN, Color.YELLOW) + " all " + EnumSet.allOf(Color.class) + " none "
                + EnumSet.noneOf(Color.class));
        warm.add(Color.BLUE);
        warm.remove(Color.RED);
        System.out.println("modified: " + warm + " contains RED " + warm.contains(Color.RED));
        System.out.println("Color.class.isEnum " + Color.class.isEnum() + ", constants " + Color.class.getEnumConstants().length
                + ", Op.MUL class isEnum " + Op.MUL.getClass().isEnum() + ", superclass " + Color.class.getSuperclass().getName());
        Color c = Color.GREEN;
        System.out.println("equals: " + c.equals(Color.GREEN) + " " + (c == Color.valueOf("GREEN")));
    }
}
