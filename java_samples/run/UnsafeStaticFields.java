// sun.misc.Unsafe on static fields: staticFieldBase/staticFieldOffset
// reach the program's statics (read, write, compare-and-swap) and a JDK
// class's (Integer.MIN_VALUE, Scanner's private WHITESPACE_PATTERN, read
// and replaced, which java 17 allows: jdk.unsupported opens sun.misc).
// Offsets themselves are implementation-defined and not printed.
import java.lang.reflect.Field;
import java.util.Scanner;
import java.util.regex.Pattern;

public class UnsafeStaticFields {
    static Object label = "first";
    static int counter = 5;
    static long total = 1L << 40;

    static int tokens(String line) {
        try (Scanner sc = new Scanner(line)) {
            int n = 0;
            while (sc.hasNext()) {
                sc.next();
                n++;
            }
            return n;
        }
    }

    public static void main(String[] args) throws Exception {
        Field tu = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
        tu.setAccessible(true);
        sun.misc.Unsafe u = (sun.misc.Unsafe) tu.get(null);

        Field l = UnsafeStaticFields.class.getDeclaredField("label");
        Field c = UnsafeStaticFields.class.getDeclaredField("counter");
        Field t = UnsafeStaticFields.class.getDeclaredField("total");
        Object base = u.staticFieldBase(l);
        System.out.println("base is the class: " + (base == UnsafeStaticFields.class));
        System.out.println("distinct offsets: " + (u.staticFieldOffset(l) != u.staticFieldOffset(c)));
        System.out.println("label " + u.getObject(base, u.staticFieldOffset(l)));
        u.putObject(base, u.staticFieldOffset(l), "second");
        System.out.println("label now " + label);
        System.out.println("cas 5->6 " + u.compareAndSwapInt(base, u.staticFieldOffset(c), 5, 6) + " " + counter);
        System.out.println("cas 5->7 " + u.compareAndSwapInt(base, u.staticFieldOffset(c), 5, 7) + " " + counter);
        System.out.println("getAndAddLong " + u.getAndAddLong(base, u.staticFieldOffset(t), 2) + " " + total);
        u.putIntVolatile(base, u.staticFieldOffset(c), 9);
        System.out.println("volatile read " + u.getIntVolatile(base, u.staticFieldOffset(c)));

        Field min = Integer.class.getDeclaredField("MIN_VALUE");
        System.out.println("Integer.MIN_VALUE " + u.getInt(u.staticFieldBase(min), u.staticFieldOffset(min)));

        System.out.println("tokens before " + tokens("a b c"));
        Field ws = Scanner.class.getDeclaredField("WHITESPACE_PATTERN");
        Object scanner = u.staticFieldBase(ws);
        long off = u.staticFieldOffset(ws);
        System.out.println("whitespace " + u.getObject(scanner, off));
        u.putObject(scanner, off, Pattern.compile("b"));
        System.out.println("tokens after " + tokens("a b c"));
    }
}
