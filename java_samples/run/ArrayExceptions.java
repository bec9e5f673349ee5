// Array runtime errors: ArrayIndexOutOfBoundsException, NegativeArraySizeException,
// ArrayStoreException and System.arraycopy argument checks, with their messages.
import java.util.ArrayList;
import java.util.List;

public class ArrayExceptions {
    interface Action {
        Object run();
    }

    static void attempt(String label, Action a) {
        try {
            Object r = a.run();
            System.out.println(label + " -> ok " + r);
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    // String index messages changed between JDK 17 and later releases: only the
    // exception type is printed for those.
    static void attemptTypeOnly(String label, Action a) {
        try {
            Object r = a.run();
            System.out.println(label + " -> ok " + r);
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        int[] a = new int[3];
        long[] la = new long[0];
        String[] sa = {"x", "y"};
        attempt("a[3]", () -> a[3]);
        attempt("a[-1]", () -> a[-1]);
        attempt("a[3] = 1", () -> a[3] = 1);
        attempt("la[0]", () -> la[0]);
        attempt("sa[2]", () -> sa[2]);
        attempt("sa[Integer.MIN_VALUE]", () -> sa[Integer.MIN_VALUE]);
        attempt("char array", () -> "abc".toCharArray()[10]);
        attempt("2d outer", () -> (new int[2][3])[2][0]);
        attempt("2d inner", () -> (new int[2][3])[1][3]);
        attempt("new int[-1]", () -> new int[-1]);
        attempt("new String[-5]", () -> new String[-5]);
        attempt("new int[2][-3]", () -> new int[2][-3]);
        attempt("new int[-2][3]", () -> new int[-2][3]);
        attempt("new int[0][-1]", () -> new int[0][-1]);
        attempt("new double[0]", () -> new double[0].length);
        Object[] objs = new String[2];
        attempt("store Integer into String[]", () -> objs[0] = 42);
        attempt("store String into String[]", () -> objs[1] = "fine");
        Number[] nums = new Integer[1];
        attempt("store Double into Integer[]", () -> nums[0] = 1.5);
        Object[][] nested = new String[1][1];
        attempt("store Object[] into String[][]", () -> nested[0] = new Object[1]);
        attempt("store null into String[]", () -> objs[0] = null);
        int[] src = {1, 2, 3, 4, 5};
        int[] dst = new int[3];
        attempt("arraycopy too long", () -> {
            System.arraycopy(src, 0, dst, 0, 5);
            return null;
        });
        attempt("arraycopy negative length", () -> {
            System.arraycopy(src, 0, dst, 0, -1);
            return null;
        });
        attempt("arraycopy negative src pos", () -> {
            System.arraycopy(src, -2, dst, 0, 1);
            return null;
        });
        attempt("arraycopy int[] to long[]", () -> {
            System.arraycopy(src, 0, new long[5], 0, 1);
            return null;
        });
        attempt("arraycopy non-array", () -> {
            System.arraycopy("str", 0, dst, 0, 1);
            return null;
        });
        attempt("arraycopy null", () -> {
            System.arraycopy(null, 0, dst, 0, 1);
            return null;
        });
        Object[] mixed = {"a", 1, "b"};
        String[] target = new String[3];
        attempt("arraycopy partial store failure", () -> {
            System.arraycopy(mixed, 0, target, 0, 3);
            return null;
        });
        System.out.println("target after partial copy: " + target[0] + " " + target[1] + " " + target[2]);
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
        attempt("list.get(5)", () -> list.get(5));
        attempt("list.get(-1)", () -> list.get(-1));
        attempt("list.set(3, 0)", () -> list.set(3, 0));
        attempt("list.add(7, 0)", () -> {
            list.add(7, 0);
            return null;
        });
        attemptTypeOnly("string.charAt(9)", () -> "hello".charAt(9));
        attemptTypeOnly("substring(3, 1)", () -> "hello".substring(3, 1));
        attemptTypeOnly("substring(-1)", () -> "hello".substring(-1));
        attemptTypeOnly("sb.deleteCharAt(10)", () -> new StringBuilder("abc").deleteCharAt(10));
        attempt("Arrays.copyOfRange bad", () -> java.util.Arrays.copyOfRange(src, 4, 2));
        attempt("toArray store", () -> List.of(1, 2).toArray(new String[0]));
        int caught = 0;
        int[] data = new int[10];
        for (int i = 0; i <= 20; i++) {
            try {
                data[i] = i;
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
            }
        }
        System.out.println("caught " + caught + " out-of-bounds writes; data[9] = " + data[9]);
    }
}
