// PrintStream overloads on System.out: print/println of every primitive,
// char[] (printed as characters), Object, null String/Object, printf/format,
// write(int)/write(byte[]) with flush, append(), println() alone, and a final
// print without a trailing newline. Also some System.err lines.
public class PrintVariants {
    static class Thing {
        @Override
        public String toString() {
            return "Thing!";
        }
    }

    public static void main(String[] args) {
        System.out.print(true);
        System.out.print(' ');
        System.out.print('c');
        System.out.print(' ');
        System.out.print(42);
        System.out.print(' ');
        System.out.print(-7L);
        System.out.print(' ');
        System.out.print(1.5f);
        System.out.print(' ');
        System.out.print(-2.25);
        System.out.println();
        System.out.println(false);
        System.out.println('x');
        System.out.println(Integer.MIN_VALUE);
        System.out.println(Long.MAX_VALUE);
        System.out.println(0.1f);
        System.out.println(1e-10);
        char[] chars = {'c', 'h', 'a', 'r', 's'};
        System.out.print(chars);
        System.out.println();
        System.out.println(chars);
        System.out.println(new char[0]);
        System.out.println("chars via String.valueOf: " + String.valueOf(chars));
        String nullString = null;
        Object nullObject = null;
        System.out.print(nullString);
        System.out.print('|');
        System.out.print(nullObject);
        System.out.println();
        System.out.println(nullString);
        System.out.println(nullObject);
        System.out.println(new Thing());
        System.out.println((Object) "string as object");
        System.out.println(java.util.List.of("list", "of", 3));
        try {
            System.out.print((char[]) null);
        } catch (NullPointerException e) {
            System.out.println("print((char[]) null) -> NullPointerException");
        }
        try {
            System.out.println((char[]) null);
        } catch (NullPointerException e) {
            System.out.println("println((char[]) null) -> NullPointerException");
        }
        System.out.printf("printf: %d %s %.2f%n", 1, "two", 3.0);
        System.out.format("format: [%5s] [%-5s]%n", "r", "l");
        System.out.printf("no args%n");
        System.out.append("append ").append('c').append("sequence", 0, 3).append('\n');
        System.out.write('W');
        System.out.write('\n');
        byte[] bytes = "bytes written raw\n".getBytes();
        System.out.write(bytes, 0, bytes.length);
        System.out.write('Z');
        System.out.flush();
        System.out.println();
        System.err.println("this line goes to stderr");
        System.err.print("stderr without newline, ");
        System.err.println(12345);
        System.err.printf("stderr printf %s%n", "works");
        System.out.println("multi\nline\nstring");
        System.out.println("tab\tseparated\tvalues");
        System.out.println("");
        System.out.println("empty line above, carriage return ->\r<- here");
        StringBuilder sb = new StringBuilder("builder");
        System.out.println(sb);
        System.out.println(checkError());
        System.out.print("last line without newline");
    }

    static String checkError() {
        return "checkError: " + System.out.checkError();
    }
}
