// java.text: DecimalFormat patterns and rounding, NumberFormat per locale
// (currency, percent, compact), MessageFormat with choices, ChoiceFormat,
// SimpleDateFormat in zones, GregorianCalendar add/roll, Collator, Scanner,
// Locale display names, Currency, BreakIterator.
import java.text.*;
import java.util.*;

public class TextFormats3 {
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

    public static void main(String[] args) throws Exception {
        System.setOut(new java.io.PrintStream(new AsciiOut(), true, java.nio.charset.StandardCharsets.UTF_8));
        double[] vals = {0, 1234.5, -0.125, 1e7, 0.000123, 2.5, 3.5, 1234567.891};
        String[] pats = {"#,##0.00", "0.###E0", "00.0%", "#.##", "\u00a4#,##0.00;(\u00a4#,##0.00)", "##0.#####E0", "'#'0"};
        for (String p : pats) {
            DecimalFormat df = new DecimalFormat(p, DecimalFormatSymbols.getInstance(Locale.US));
            StringBuilder sb = new StringBuilder(p + ":");
            for (double v : vals) sb.append(' ').append(df.format(v));
            System.out.println(sb);
        }
        DecimalFormat hu = new DecimalFormat("0");
        hu.setRoundingMode(java.math.RoundingMode.HALF_UP);
        System.out.println(hu.format(2.5) + " " + new DecimalFormat("0").format(2.5) + " " + new DecimalFormat("0.0").format(0.05) + " " + new DecimalFormat("0.00").format(1.005));
        for (Locale l : new Locale[]{Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.JAPAN, new Locale("de", "CH"), Locale.UK, new Locale("es", "ES"), Locale.ITALY}) {
            String cur = NumberFormat.getCurrencyInstance(l).format(-1234.56);
            String pct = NumberFormat.getPercentInstance(l).format(0.256);
            String num = NumberFormat.getNumberInstance(l).format(1234567.891);
            String in = NumberFormat.getIntegerInstance(l).format(2.5);
            System.out.println(l + " " + esc(cur) + " " + esc(pct) + " " + esc(num) + " " + in);
        }
        NumberFormat compact = NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.SHORT);
        NumberFormat compactL = NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.LONG);
        System.out.println(compact.format(1234) + " " + compact.format(1_500_000) + " " + compactL.format(2_000_000_000L) + " " + compact.format(999));
        System.out.println(NumberFormat.getInstance(Locale.US).parse("1,234.5") + " " + NumberFormat.getInstance(Locale.GERMANY).parse("1.234,5") + " " + new DecimalFormat("#%").parse("50%"));
        try {
            NumberFormat.getInstance(Locale.US).parse("abc");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " " + e.getErrorOffset());
        }
        System.out.println(MessageFormat.format("{0} has {1,number,integer} items costing {2,number,currency} on {3}", "Cart", 1234, 9.5, "x"));
        MessageFormat mf = new MessageFormat("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", Locale.US);
        for (int i : new int[]{0, 1, 2, 1000}) System.out.println(mf.format(new Object[]{i}));
        System.out.println(MessageFormat.format("'{0}' {0} '' {1}", "a", null));
        ChoiceFormat cf = new ChoiceFormat("-1#neg|0#zero|0<pos|10#big");
        System.out.println(cf.format(-5) + " " + cf.format(0) + " " + cf.format(0.5) + " " + cf.format(100) + " " + cf.toPattern());
        SimpleDateFormat sdf = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZ EEE MMM", Locale.US);
        sdf.setTimeZone(TimeZone.getTimeZone("America/Chicago"));
        Date d = new Date(1_600_000_000_123L);
        System.out.println(sdf.format(d));
        SimpleDateFormat sdf2 = new SimpleDateFormat("EEEE d MMMM yyyy G hh:mm a z", Locale.GERMANY);
        sdf2.setTimeZone(TimeZone.getTimeZone("Europe/Berlin"));
        System.out.println(esc(sdf2.format(d)));
        SimpleDateFormat p = new SimpleDateFormat("dd/MM/yyyy HH:mm", Locale.US);
        p.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(p.parse("31/12/1999 23:59").getTime());
        p.setLenient(false);
        try {
            p.parse("32/12/1999 23:59");
        } catch (ParseException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(DateFormat.getDateInstance(DateFormat.LONG, Locale.US).format(d).length() > 0);
        GregorianCalendar gc = new GregorianCalendar(TimeZone.getTimeZone("Asia/Tokyo"), Locale.US);
        gc.setTimeInMillis(1_600_000_000_123L);
        gc.add(Calendar.MONTH, 5);
        gc.roll(Calendar.DAY_OF_MONTH, 20);
        System.out.println(gc.get(Calendar.YEAR) + "-" + gc.get(Calendar.MONTH) + "-" + gc.get(Calendar.DAY_OF_MONTH) + " " + gc.get(Calendar.DAY_OF_WEEK) + " " + gc.get(Calendar.WEEK_OF_YEAR) + " " + gc.getActualMaximum(Calendar.DAY_OF_MONTH) + " " + gc.isLeapYear(2100));
        Collator col = Collator.getInstance(Locale.US);
        List<String> words = new ArrayList<>(List.of("peach", "P\u00e9ch\u00e9", "apple", "Apple", "\u00e4pple", "zebra", "Zebra"));
        words.sort(col);
        System.out.println(esc(words.toString()));
        col.setStrength(Collator.PRIMARY);
        System.out.println(col.compare("abc", "ABC") + " " + col.compare("\u00e9", "e") + " " + Collator.getInstance(Locale.GERMANY).compare("\u00e4", "b"));
        Scanner sc = new Scanner("42 3.5 true word\nnext line here\n7,8");
        System.out.println(sc.nextInt() + " " + sc.nextDouble() + " " + sc.nextBoolean() + " " + sc.next() + " [" + sc.nextLine() + "] [" + sc.nextLine() + "] " + sc.useDelimiter(",").nextInt() + " " + sc.hasNextInt());
        Scanner sc2 = new Scanner("1.234,5 x");
        sc2.useLocale(Locale.GERMANY);
        System.out.println(sc2.nextDouble() + " " + sc2.hasNextDouble());
        try {
            sc2.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("IME " + e.getMessage());
        }
        for (Locale l : new Locale[]{Locale.US, Locale.CHINA, new Locale("pt", "BR"), Locale.forLanguageTag("sr-Latn-RS"), Locale.forLanguageTag("zh-Hant-TW")}) {
            System.out.println(l + " " + l.toLanguageTag() + " " + esc(l.getDisplayName(Locale.US)) + " " + l.getISO3Language() + " " + esc(l.getDisplayCountry(Locale.FRANCE)) + " " + Currency.getInstance(l.getCountry().isEmpty() ? Locale.US : l).getCurrencyCode());
        }
        System.out.println(Currency.getInstance("EUR").getSymbol(Locale.US) + " " + esc(Currency.getInstance("EUR").getSymbol(Locale.FRANCE)) + " " + Currency.getInstance("JPY").getDefaultFractionDigits() + " " + Currency.getInstance("USD").getDisplayName(Locale.GERMANY));
        BreakIterator bi = BreakIterator.getWordInstance(Locale.US);
        String text = "Hello, world! It's 3.14 o'clock.";
        bi.setText(text);
        List<String> ws = new ArrayList<>();
        for (int s = bi.first(), e = bi.next(); e != BreakIterator.DONE; s = e, e = bi.next()) ws.add(text.substring(s, e));
        System.out.println(ws);
        System.out.println(String.format(Locale.US, "%tc", new GregorianCalendar(2020, 0, 5, 6, 7, 8)).replaceAll(" [A-Z]{3,4} ", " TZ "));
    }
    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) sb.append(c < 128 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        return sb.toString();
    }
}
