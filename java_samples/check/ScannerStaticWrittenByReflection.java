// expect: exception java.lang.reflect.InaccessibleObjectException
// about: a worker tries to replace Scanner's private static WHITESPACE_PATTERN (which only Scanner's class initialiser writes, so its reads take no scheduling point) by reflection while another worker tokenises a line; java.base does not open java.util to the program, so setAccessible throws InaccessibleObjectException in every schedule, as under java, and the tokenising worker's count never changes
import java.lang.reflect.Field;
import java.util.Scanner;
import java.util.regex.Pattern;

public class ScannerStaticWrittenByReflection {
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
                f.setAccessible(true);
                f.set(null, Pattern.compile("b"));
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
