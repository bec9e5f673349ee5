// java.util.Scanner over a String: tokens, numbers, lines, delimiters,
// patterns, and the exceptions of a mismatched or exhausted input.
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

public class ScannerOverString {
    public static void main(String[] args) {
        Scanner s = new Scanner("12 -7 3.5 true word\nsecond line here\n0x1F 99999999999");
        System.out.println(s.nextInt() + s.nextInt());
        System.out.println(s.nextDouble() * 2);
        System.out.println(s.nextBoolean() + " " + s.next());
        System.out.println("rest of line: [" + s.nextLine() + "]");
        System.out.println("line: [" + s.nextLine() + "]");
        System.out.println("hasNextInt: " + s.hasNextInt() + " hasNextInt(16): " + s.hasNextInt(16));
        System.out.println("next: " + s.next());
        System.out.println("hasNextLong: " + s.hasNextLong() + " " + s.nextLong());
        System.out.println("hasNext: " + s.hasNext());
        try {
            s.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }

        Scanner csv = new Scanner("a,b,,c").useDelimiter(",");
        while (csv.hasNext()) {
            System.out.println("field [" + csv.next() + "]");
        }

        Scanner m = new Scanner("x=1; y=22; z=333");
        System.out.println(m.findInLine("y=(\\d+)") + " group: " + m.match().group(1));
        try {
            new Scanner("abc").nextInt();
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException: " + e.getMessage());
        }
        int sum = 0;
        Scanner nums = new Scanner("1 2 3 4 5 6 7 8 9 10");
        while (nums.hasNextInt()) {
            sum += nums.nextInt();
        }
        System.out.println("sum: " + sum);
        System.out.println(new Scanner("  padded  ").next().length());
    }
}
