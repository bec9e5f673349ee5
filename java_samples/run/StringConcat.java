// String concatenation (invokedynamic makeConcatWithConstants) with every
// primitive type, null, objects, chars, constants, and evaluation order.
public class StringConcat {
    static int counter = 0;

    static int next() {
        return ++counter;
    }

    static class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static class NullToString {
        @Override
        public String toString() {
            return null;
        }
    }

    static final String CONST = "const";

    public static void main(String[] args) {
        boolean z = true;
        byte b = -5;
        short s = 300;
        char c = 'c';
        int i = -42;
        long l = 1234567890123L;
        float f = 2.5f;
        double d = -0.125;
        String str = null;
        Object obj = null;
        System.out.println("all: " + z + b + s + c + i + l + f + d + str + obj);
        System.out.println("spaced: " + z + ' ' + b + ' ' + s + ' ' + c + ' ' + i + ' ' + l + ' ' + f + ' ' + d);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 'b' + "c" + 'd' + 'e');
        System.out.println("" + 'a' + 'b');
        System.out.println(c + 1 + "|" + (char) (c + 1));
        System.out.println("null char array? " + new char[] {'h', 'i'}.length + new String(new char[] {'h', 'i'}));
        System.out.println("point " + new Point(3, -4) + " and null-toString " + new NullToString());
        String acc = "";
        for (int k = 0; k < 5; k++) {
            acc += k;
            acc += ',';
        }
        System.out.println("loop += : " + acc);
        String x = "x";
        x += 1 + 2;
        x += 'y' + 1;
        x = x + null;
        System.out.println("compound: " + x);
        System.out.println("order: " + next() + next() * 10 + next());
        System.out.println("constants folded: " + (CONST + "ant" == "constant") + " " + ("a" + "b" == "ab"));
        String a = "a";
        String ab = a + "b";
        System.out.println("runtime concat identity: " + (ab == "ab") + " equals " + ab.equals("ab") + " intern " + (ab.intern() == "ab"));
        System.out.println("min/max: " + Integer.MIN_VALUE + Long.MIN_VALUE + Double.MIN_VALUE + Float.MAX_VALUE + Character.MIN_VALUE + "|");
        System.out.println("special doubles: " + Double.NaN + "," + (1 / 0.0) + "," + -0.0 + "," + 1e-7 + "," + 1e7 + "," + 100.0f);
        Object[] arr = {1, "two", 3.0, '4', null, 5L};
        StringBuilder sb = new StringBuilder();
        for (Object o : arr) {
            sb.append(o).append(";");
        }
        System.out.println("objects: " + sb);
        String many = "1" + "2" + i + "3" + l + "4" + d + "5" + z + "6" + c + "7" + b + "8" + s + "9" + f + "10" + str
                + "11" + i + "12" + l + "13" + d + "14" + z + "15" + c + "16" + b + "17" + s + "18" + f + "19" + i + "20";
        System.out.println("many args: " + many);
        System.out.println("length " + many.length() + " hash " + many.hashCode());
        System.out.println("String.concat: " + "foo".concat("bar").concat("") + " valueOf(null obj): " + String.valueOf((Object) null));
        char[] hello = {'h', 'e', 'l', 'l', 'o'};
        System.out.println("valueOf(char[]): " + String.valueOf(hello) + " " + String.valueOf(hello, 1, 3) + " "
                + String.copyValueOf(hello));
        System.out.println("valueOf prims: " + String.valueOf(true) + String.valueOf('q') + String.valueOf(7)
                + String.valueOf(8L) + String.valueOf(9.5f) + String.valueOf(10.25));
        int[] counts = {0};
        String side = "a" + (counts[0]++) + (counts[0]++) + counts[0];
        System.out.println("side effects: " + side);
        System.out.println("ternary in concat: " + (i < 0 ? "neg" : "pos") + (l > 0 ? 1 : 0));
        String unicode = "caf\u00e9";
        System.out.println("escaped len " + unicode.length() + " last code " + (int) unicode.charAt(3));
        System.out.println("tab\tand\\backslash \"quoted\" 'single' \u0041");
    }
}
