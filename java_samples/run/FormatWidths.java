// String.format/Formatter: widths, flags, precision, every conversion, locale
// grouping (de, fr, de-CH, hi-IN), BigDecimal/BigInteger arguments, HALF_UP
// rounding of %.0f, date/time conversions, and the exceptions of bad formats.
import java.util.*;
import java.math.*;

public class FormatWidths {
    /** Standard output as UTF-8 with every non-ASCII byte written as \\xNN (the samples print ASCII only). */
    static final class AsciiOut extends java.io.FilterOutputStream {
        AsciiOut() {
            super(new java.io.FileOutputStream(java.io.FileDescriptor.out));
        }

        @Override
        public void write(int b) throws java.io.IOException {
            if ((b & 0xff) < 0x80) {
                out.write(b);
            } else {
                out.write(String.format("\\x%02x", b & 0xff).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            }
        }
    }

    public static void main(String[] args) {
        System.setOut(new java.io.PrintStream(new AsciiOut(), true, java.nio.charset.StandardCharsets.UTF_8));
        System.out.println(String.format("|%10s|%-10s|%.3s|%S|", "abc", "left", "truncate", "upper"));
        System.out.println(String.format("|%08.3f|%+d|% d|%(d|%,d|%x|%X|%o|%#x|%#o|", 3.14159, 42, 42, -42, 1234567, 255, 255, 8, 255, 8));
        System.out.println(String.format("|%e|%.2E|%g|%G|%a|", 12345.678, 0.000123, 0.0001, 123456789.0, 1.0));
        System.out.println(String.format(Locale.GERMANY, "%,.2f %,d %e", 1234567.891, 9876543, 1.5));
        System.out.println(String.format(Locale.FRANCE, "%,.2f|%,d", 1234567.891, 9876543));
        System.out.println(String.format(new Locale("de", "CH"), "%,.2f", 1234567.891));
        System.out.println(String.format(Locale.ROOT, "%,d", 1234567));
        System.out.println(String.format(new Locale("hi", "IN"), "%,d", 123456789));
        System.out.println(String.format("%b %c %C %h %n", null, 'x', 'y', "hi").trim());
        System.out.println(String.format("%2$s %1$s %<s %s", "a", "b"));
        System.out.println(String.format("%-6b|%6c|%10.4s|", true, 65, "abcdefgh"));
        System.out.println(String.format("%,15.3f|%-15.1e|", new BigDecimal("-12345678.98765"), new BigDecimal("0.000987")));
        System.out.println(String.format("%d %x", new BigInteger("-123456789012345678901234567890"), new BigInteger("255")));
        System.out.println(String.format("%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5));
        System.out.println(String.format("%s %s %s", Double.NaN, Double.POSITIVE_INFINITY, -0.0));
        System.out.println(String.format("%f %e %g", Double.NaN, Double.NEGATIVE_INFINITY, 0.0));
        System.out.println(String.format("%10.2f%%", 99.5));
        System.out.println(String.format("%tY-%<tm-%<td %<tH:%<tM:%<tS %<tB %<tA %<tj", new GregorianCalendar(2021, Calendar.MARCH, 7, 8, 9, 10)));
        Formatter fm = new Formatter(new StringBuilder(), Locale.ITALY);
        fm.format("%,.3f ", 98765.4321).format("%tB", new GregorianCalendar(2021, Calendar.JULY, 1));
        System.out.println(fm.toString() + " " + fm.locale());
        String[] bad = {"%q", "%.2d", "%-d", "%#s", "%0s", "%+s", "%3$s", "%,x"};
        for (String b : bad) {
            try {
                System.out.println(String.format(b, 1, 2));
            } catch (IllegalFormatException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            String.format("%d", "str");
        } catch (IllegalFormatConversionException e) {
            System.out.println(e.getMessage() + " " + e.getConversion() + " " + e.getArgumentClass().getName());
        }
        System.out.println("%5d|%-5d|".formatted(7, 8));
        System.out.printf(Locale.US, "%,.2f%n", 1e9);
        System.out.println(String.format("%015.4f|%-+12.2f|", -Math.PI, Math.E));
        System.out.println(String.format("%s", (Object) new int[0].getClass().getSimpleName()));
        System.out.println(String.format("%.3g|%.10g|%g", 1234567.0, 1.0 / 3, 1e-5));
        System.out.println(String.format("%x %x %X", -1, -1L, (byte) -1));
        System.out.println(String.format("%o %o", (short) -1, -8L));
        System.out.println(String.format(Locale.US, "%(,.2f", -1234.5));
    }
}
