import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;

public class LocaleFormatting {
    public static void main(String[] args) {
        double x = 1234567.891;
        System.out.println(String.format(Locale.ROOT, "%.2f", x));
        System.out.println(String.format(Locale.US, "%,d and %e", 9876543, x));
        System.out.printf(Locale.US, "%,.2f%n", x);
        System.out.printf(Locale.GERMANY, "%,.2f%n", x);
        System.out.printf(Locale.FRANCE, "%,.3f%n", x);
        for (Locale l : new Locale[] {Locale.ROOT, Locale.US, Locale.GERMANY}) {
            System.out.println(l + ": " + NumberFormat.getInstance(l).format(x)
                    + " | " + NumberFormat.getIntegerInstance(l).format(-42000)
                    + " | " + NumberFormat.getPercentInstance(l).format(0.256)
                    + " | " + new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(l)).format(x));
        }
        System.out.println(new DecimalFormat("0.###E0").format(x));
        LocalDate d = LocalDate.of(2024, 2, 29);
        System.out.println(d.format(DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.US)));
        System.out.println(d.format(DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.GERMANY)));
        System.out.println(d.format(DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(Locale.US)));
        System.out.println(String.format(Locale.GERMANY, "%s %b %x", "text", true, 255));
    }
}
