// String.format / printf: integer, string, float, hex, padding, flags,
// booleans, chars, scientific notation, %n, argument indexes, rounding.
public class StringFormat {
    public static void main(String[] args) {
        System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%+d] [%,d] [%(d] [% d]", 42, 42, 42, 42, 42, 1234567, -42, 42));
        System.out.println(String.format("[%d] [%05d] [%,d] [%x] [%X] [%o] [%08x]", -42, -42, -1234567, -1, 255, 8, 3054));
        System.out.println(String.format("long [%d] [%x] [%,d]", Long.MIN_VALUE, Long.MAX_VALUE, 9876543210L));
        System.out.println(String.format("[%s] [%10s] [%-10s] [%.3s] [%S] [%s] [%s]", "hi", "right", "left", "truncate", "upper", null, 12));
        System.out.println(String.format("[%-8s|%8s]", "ab", "cd"));
        System.out.println(String.format("[%f] [%.2f] [%5.2f] [%10.3f] [%-10.1f] [%010.2f] [%+.1f] [%,.2f]", Math.PI, Math.PI, 3.14159,
                -2.5, 2.25, -3.333, 1.0, 1234567.891));
        System.out.println(String.format("rounding: %.1f %.1f %.1f %.1f %.0f %.0f %.0f %.2f %.2f", 0.05, 0.15, 0.25, 0.35, 0.5, 1.5,
                2.5, 1.005, 2.675));
        System.out.println(String.format("[%e] [%.2e] [%E] [%10.3e] [%e]", 12345.678, 0.000123, 1e100, -6.02e23, 0.0));
        System.out.println(String.format("[%g] [%g] [%.3g] [%a]", 12345.678, 0.00001, 1.0, 1.0));
        System.out.println(String.format("[%c] [%c] [%-3c] [%C]", 'x', 65, 'y', 'z'));
        System.out.println(String.format("[%b] [%b] [%b] [%B] [%b]", true, false, null, true, "nonnull"));
        System.out.println(String.format("[%h] [%h] [%%] [%n]", "hi", 255).replace(System.lineSeparator(), "NL"));
        System.out.println(String.format("%2$s %1$s %2$s %<s", "a", "b"));
        System.out.println(String.format("special: %f %f %.2f %e %s", Double.NaN, Double.POSITIVE_INFINITY, -0.0, Double.NEGATIVE_INFINITY, 1e-5));
        System.out.println(String.format("float arg: %.3f %s", 0.1f, 0.1f));
        System.out.println(String.format("%5.1f%%", 99.44));
        System.out.printf("printf %s=%d, %s=%.3f%n", "count", 7, "ratio", 2.0 / 3);
        System.out.printf("%-10s|%6s|%8s%n", "name", "qty", "price");
        String[] names = {"apple", "kiwi", "watermelon"};
        int[] qty = {3, 12, 1};
        double[] price = {0.5, 0.25, 3.999};
        for (int i = 0; i < names.length; i++) {
            System.out.printf("%-10s|%6d|%8.2f%n", names[i], qty[i], price[i] * qty[i]);
        }
        System.out.println(String.format("%08.3f|%-8.3f|%8.3e", -1.5, 1.5, 1.5));
        System.out.println(String.format("%x %x %x %x", (byte) -1, (short) -1, 'A' + 0, Integer.MIN_VALUE));
        System.out.println(String.format("%d %d %d", (byte) 5, (short) -6, Long.valueOf(7)));
        System.out.println(String.format("%s %s %s", new int[0].length, java.util.List.of(1, 2), java.util.Arrays.asList("a", null)));
        System.out.println(String.format("%.10f %.15f %.1f", 1.0 / 3, 0.1, 1e15));
        System.out.println(String.format("%,d %,d %,.3f", 999, 1000, -1234.5));
        try {
            String.format("%d", "str");
        } catch (java.util.IllegalFormatException e) {
            System.out.println("bad conversion: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.IllegalFormatException e) {
            System.out.println("missing arg: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            String.format("%q", 1);
        } catch (java.util.IllegalFormatException e) {
            System.out.println("unknown conversion: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        java.util.Formatter fm = new java.util.Formatter(sb);
        fm.format("%s-%d", "x", 1).format("|%s", "y");
        System.out.println("Formatter: " + fm.toString());
        System.out.println("formatted: " + "%03d|%s".formatted(7, "text"));
    }
}
