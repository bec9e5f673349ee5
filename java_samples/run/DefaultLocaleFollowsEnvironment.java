// The default locale comes from the environment's locale as `java` derives
// it (LC_ALL, LC_MESSAGES, LANG): `C` is en_US, `C.UTF-8` is English with
// no country, so the default currency is the unknown one (¤). Run under
// either, Wayfinder must print what `java -ea` prints.
import java.text.DateFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class DefaultLocaleFollowsEnvironment {
    public static void main(String[] args) {
        Locale def = Locale.getDefault();
        System.out.println("default locale: " + def + " [" + def.getLanguage() + "|" + def.getCountry() + "]");
        System.out.println("user.language=" + System.getProperty("user.language")
                + " user.country=" + System.getProperty("user.country"));
        System.out.println("display name: " + def.getDisplayName(Locale.ROOT));
        System.out.println("currency format: " + NumberFormat.getCurrencyInstance().format(1234.5));
        System.out.println("currency symbol: " + DecimalFormatSymbols.getInstance().getCurrencySymbol());
        System.out.println("number: " + NumberFormat.getInstance().format(-9876543.21));
        DateFormat df = DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT);
        df.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println("date: " + df.format(new Date(1_000_000_000_000L)));
        System.out.println("first day of week: " + Calendar.getInstance().getFirstDayOfWeek());
        System.out.println("format locale: " + Locale.getDefault(Locale.Category.FORMAT)
                + ", display locale: " + Locale.getDefault(Locale.Category.DISPLAY));
    }
}
