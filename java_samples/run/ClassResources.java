// Class.getResourceAsStream/getResource: a class-path class finds its own
// class file (relative and absolute names, through the system class
// loader); a JDK class finds its class file in its module (jrt: URL), but a
// caller outside java.base does not see java.base's non-class resources;
// java.base's own code does (Currency data behind currency formatting).
import java.io.InputStream;
import java.net.URL;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;

public class ClassResources {
    static String head(InputStream in) throws Exception {
        if (in == null) {
            return "null";
        }
        try (in) {
            byte[] b = in.readAllBytes();
            return String.format("%02x%02x%02x%02x, %s bytes", b[0], b[1], b[2], b[3], b.length > 100 ? "over 100" : "few");
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("own class, relative: " + head(ClassResources.class.getResourceAsStream("ClassResources.class")));
        System.out.println("own class, absolute: " + head(ClassResources.class.getResourceAsStream("/ClassResources.class")));
        System.out.println("missing: " + head(ClassResources.class.getResourceAsStream("no-such-file.txt")));
        URL own = ClassResources.class.getResource("ClassResources.class");
        System.out.println("own URL: " + own.getProtocol() + " " + own.getPath().endsWith("/ClassResources.class"));
        try (InputStream in = own.openStream()) {
            System.out.println("through the URL: over 100 bytes " + (in.readAllBytes().length > 100));
        }
        System.out.println("missing URL: " + ClassResources.class.getResource("/nope/missing.txt"));
        System.out.println("String.class: " + head(String.class.getResourceAsStream("String.class")));
        System.out.println("String URL: " + String.class.getResource("String.class"));
        System.out.println("java.base data from outside: " + head(Object.class.getResourceAsStream("/java/util/currency.data")));
        System.out.println("java.base data URL from outside: " + Object.class.getResource("/java/util/currency.data"));
        System.out.println("not in a package: " + head(Object.class.getResourceAsStream("/no-such-resource")));
        Currency eur = Currency.getInstance("EUR");
        System.out.println(eur.getCurrencyCode() + " " + eur.getDefaultFractionDigits() + " " + (int) eur.getSymbol(Locale.FRANCE).charAt(0)
                + " " + Currency.getInstance("JPY").getDefaultFractionDigits() + " " + Currency.getInstance(Locale.US).getSymbol(Locale.US));
        System.out.println(NumberFormat.getCurrencyInstance(Locale.US).format(-1234.5) + " "
                + NumberFormat.getCurrencyInstance(Locale.US).format(0.5));
        try {
            Currency.getInstance("XYZ");
        } catch (IllegalArgumentException e) {
            System.out.println("unknown currency: " + e.getClass().getSimpleName());
        }
    }
}
