// Writing to System.err before a normal exit: every stderr line before any
// stack trace is compared, so this pins System.err.print/println/printf and
// Throwable.printStackTrace's first line (its frames are not compared).
public class StderrOutput {
    public static void main(String[] args) {
        System.out.println("stdout 1");
        System.err.println("stderr 1");
        System.err.println("stderr 2: " + 42 + " " + 'c' + " " + 1.5);
        System.out.println("stdout 2");
        System.err.printf("stderr %d%%%n", 100);
        System.err.print('x');
        System.err.print(7L);
        System.err.println();
        char[] chars = {'e', 'r', 'r'};
        System.err.println(chars);
        System.err.println((Object) null);
        for (int i = 0; i < 3; i++) {
            System.err.println("warning " + i + ": value " + (i * i));
        }
        System.out.println("stdout 3");
        new IllegalStateException("printed, not thrown").printStackTrace();
        System.out.println("stdout after printStackTrace");
    }
}
