// expect: assertion
// about: a worker replaces Scanner's private static WHITESPACE_PATTERN through sun.misc.Unsafe (which java 17 allows: jdk.unsupported opens sun.misc) while another worker tokenises a line; when the write comes first the line splits at 'b' and the count is 2; the reductions read that static without a scheduling point (only Scanner's class initialiser writes it in the JDK's bytecode), so the checker stops as unsupported rather than answer
// wayfinder-unsupported: sun.misc.Unsafe.staticFieldOffset
import java.lang.reflect.Field;
import java.util.Scanner;
import java.util.regex.Pattern;

public class ScannerStaticWrittenByUnsafe {
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
        Thread reader = new Thread(() -> {
            int n = tokens("a b c");
            assert n == 3 : n;
        }, "reader");
        Thread writer = new Thread(() -> {
            try {
                Field f = Scanner.class.getDeclaredField("WHITESPACE_PATTERN");
                Field tu = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
                tu.setAccessible(true);
                sun.misc.Unsafe u = (sun.misc.Unsafe) tu.get(null);
                u.putObject(u.staticFieldBase(f), u.staticFieldOffset(f), Pattern.compile("b"));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }, "writer");
        reader.start();
        writer.start();
        reader.join();
        writer.join();
    }
}

