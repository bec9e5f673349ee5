// Varargs: zero/one/many arguments, explicit array, null array vs null
// element, primitive and generic varargs, overloads with varargs, varargs
// combined with fixed parameters, and String.format/Arrays.asList quirks.
import java.util.Arrays;
import java.util.List;

public class Varargs {
    static String count(Object... xs) {
        return xs == null ? "null array" : xs.length + " args " + Arrays.toString(xs);
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) {
            s += x;
        }
        return s;
    }

    static String prefixed(String prefix, long... nums) {
        StringBuilder sb = new StringBuilder(prefix);
        for (long n : nums) {
            sb.append(':').append(n);
        }
        return sb.toString();
    }

    static String which(int a) {
        return "which(int)";
    }

    static String which(int... a) {
        return "which(int...)";
    }

    static String which(long a, long b) {
        return "which(long, long)";
    }

    @SafeVarargs
    static <T> T firstNonNull(T... xs) {
        for (T x : xs) {
            if (x != null) {
                return x;
            }
        }
        return null;
    }

    static String types(Object... xs) {
        StringBuilder sb = new StringBuilder();
        for (Object x : xs) {
            sb.append(x == null ? "null" : x.getClass().getSimpleName()).append(' ');
        }
        return sb.toString().trim();
    }

    static String nested(int[]... rows) {
        return rows.length + " rows " + Arrays.deepToString(rows);
    }

    public static void main(String[] args) {
        System.out.println(count());
        System.out.println(count(1));
        System.out.println(count(1, "two", 3.0));
        System.out.println(count(new Object[] {"explicit", "array"}));
        System.out.println(count((Object) new Object[] {"wrapped"}).startsWith("1 args"));
        System.out.println(count((Object[]) null));
        System.out.println(count((Object) null));
        System.out.println(count(null, null));
        System.out.println(count(new String[] {"string", "array"}));
        System.out.println("sum() " + sum() + " sum(1) " + sum(1) + " sum(1..5) " + sum(1, 2, 3, 4, 5) + " sum(array) "
                + sum(new int[] {10, 20}));
        System.out.println(prefixed("p") + " " + prefixed("q", 1) + " " + prefixed("r", 1, 2L, 'c'));
        System.out.println(which(1) + " " + which(1, 2) + " " + which() + " " + which(1, 2, 3) + " " + which(new int[] {1}));
        System.out.println("firstNonNull " + firstNonNull(null, "b", "c") + " " + firstNonNull(null, null) + " "
                + firstNonNull(1, 2));
        System.out.println("types " + types(1, 'c', 2L, 3.0f, "s", null, new int[0], new java.util.ArrayList<String>()));
        System.out.println("nested " + nested(new int[] {1, 2}, new int[] {3}) + " / " + nested());
        List<int[]> weird = Arrays.asList(new int[] {1, 2, 3});
        List<Integer> fine = Arrays.asList(1, 2, 3);
        System.out.println("Arrays.asList(int[]) size " + weird.size() + ", Arrays.asList(1,2,3) size " + fine.size());
        System.out.println(String.format("%s-%s", "a", "b") + " " + String.format("%s", (Object) new String[] {"x"}.length));
        Object[] objs = {"p", "q"};
        System.out.println(String.format("%s %s", objs));
        System.out.println(String.join(",", "x", "y", "z") + " " + List.of(new Integer[] {4, 5}).size());
        int total = 0;
        for (int i = 0; i < 100; i++) {
            total += sum(i, i, i);
        }
        System.out.println("loop varargs total " + total);
    }
}
