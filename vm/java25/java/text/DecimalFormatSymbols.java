/*
 * Wayfinder model of java.text.DecimalFormatSymbols, JDK 25 version (only in
 * the JDK 25 model set).
 *
 * Written for Wayfinder. JDK 25's java.util.Formatter asks for the
 * DecimalFormatSymbols of its locale for every number it formats (JDK 17's
 * took a shortcut for Locale.US). The JDK builds them from CLDR locale data,
 * found through locale provider adapters, ServiceLoader, modules and resource
 * bundles, none of which Wayfinder runs. This model has the data built in
 * for the locales Wayfinder programs normally run in: the root locale,
 * English ("en") and US English ("en-US", the VM's default locale), with the
 * values JDK 25 uses for them. Any other locale stops the program as
 * unsupported, naming the locale (no numbering systems, no region overrides).
 * The currency fields are filled in on first use, like the JDK's; only
 * getCurrency() and the currency setters need java.util.Currency.
 */
package java.text;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Currency;
import java.util.Locale;
import java.util.Objects;

public class DecimalFormatSymbols implements Cloneable, Serializable {

    // The serialized form is the JDK's: same field names and meanings.
    static final long serialVersionUID = 5772796243397350300L;

    private static final int currentSerialVersion = 5;

    private char zeroDigit;
    private char groupingSeparator;
    private char decimalSeparator;
    private char perMill;
    private char percent;
    private char digit;
    private char patternSeparator;
    private String infinity;
    private String NaN;
    private char minusSign;
    private String currencySymbol;
    private String intlCurrencySymbol;
    private char monetarySeparator;
    private char exponential;
    private String exponentialSeparator;
    private Locale locale;
    private String perMillText;
    private String percentText;
    private String minusSignText;
    private char monetaryGroupingSeparator;
    private int serialVersionOnStream = currentSerialVersion;

    /** The Currency object, looked up on first use (getCurrency()). */
    private transient Currency currency;
    private transient boolean currencyLookedUp;

    /** Set once currencySymbol and intlCurrencySymbol have their locale values. */
    private transient boolean currencyInitialized;

    private transient volatile int hashCode;

    /** Stops the VM: this locale's data is not built in (implemented by the VM). */
    private static native void unsupportedLocale0(String languageTag);

    public DecimalFormatSymbols() {
        initialize(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DecimalFormatSymbols(Locale locale) {
        initialize(Objects.requireNonNull(locale));
    }

    /** The locales whose data is built in. */
    public static Locale[] getAvailableLocales() {
        return new Locale[] { Locale.ROOT, Locale.ENGLISH, Locale.US };
    }

    public static final DecimalFormatSymbols getInstance() {
        return getInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(Objects.requireNonNull(locale));
    }

    /** Is this one of the built-in locales (root, en, en-US, without extensions)? */
    private static boolean builtIn(Locale locale) {
        String language = locale.getLanguage();
        String country = locale.getCountry();
        return (language.isEmpty() || language.equals("en"))
                && (country.isEmpty() || (country.equals("US") && !language.isEmpty()))
                && locale.getVariant().isEmpty()
                && locale.getScript().isEmpty()
                && !locale.hasExtensions();
    }

    /** The CLDR number symbols of the root, en and en-US locales (Latin digits). */
    private void initialize(Locale locale) {
        if (!builtIn(locale)) {
            unsupportedLocale0(locale.toLanguageTag());
        }
        this.locale = locale;
        zeroDigit = '0';
        groupingSeparator = ',';
        decimalSeparator = '.';
        patternSeparator = ';';
        percentText = "%";
        percent = '%';
        digit = '#';
        minusSignText = "-";
        minusSign = '-';
        exponential = 'E';
        exponentialSeparator = "E";
        perMillText = "\u2030";
        perMill = '\u2030';
        infinity = "\u221E";
        NaN = "NaN";
        monetarySeparator = decimalSeparator;
        monetaryGroupingSeparator = groupingSeparator;
    }

    /** Fills in the currency symbols of this object's locale, once. */
    private void initializeCurrency() {
        if (currencyInitialized) {
            return;
        }
        if (locale.getCountry().equals("US")) {
            intlCurrencySymbol = "USD";
            currencySymbol = "$";
        } else {
            // No country: the "unknown currency" values, as the JDK uses.
            intlCurrencySymbol = "XXX";
            currencySymbol = "\u00A4";
        }
        currencyInitialized = true;
    }

    public Locale getLocale() {
        return locale;
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char zeroDigit) {
        hashCode = 0;
        this.zeroDigit = zeroDigit;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char groupingSeparator) {
        hashCode = 0;
        this.groupingSeparator = groupingSeparator;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char decimalSeparator) {
        hashCode = 0;
        this.decimalSeparator = decimalSeparator;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char perMill) {
        hashCode = 0;
        this.perMill = perMill;
        this.perMillText = Character.toString(perMill);
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char percent) {
        hashCode = 0;
        this.percent = percent;
        this.percentText = Character.toString(percent);
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char digit) {
        hashCode = 0;
        this.digit = digit;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char patternSeparator) {
        hashCode = 0;
        this.patternSeparator = patternSeparator;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String infinity) {
        hashCode = 0;
        this.infinity = infinity;
    }

    public String getNaN() {
        return NaN;
    }

    public void setNaN(String NaN) {
        hashCode = 0;
        this.NaN = NaN;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char minusSign) {
        hashCode = 0;
        this.minusSign = minusSign;
        this.minusSignText = Character.toString(minusSign);
    }

    public String getCurrencySymbol() {
        initializeCurrency();
        return currencySymbol;
    }

    public void setCurrencySymbol(String currency) {
        Objects.requireNonNull(currency);
        initializeCurrency();
        hashCode = 0;
        currencySymbol = currency;
    }

    public String getInternationalCurrencySymbol() {
        initializeCurrency();
        return intlCurrencySymbol;
    }

    /** An unknown code sets only the international symbol, as in the JDK. */
    public void setInternationalCurrencySymbol(String currencyCode) {
        Objects.requireNonNull(currencyCode);
        initializeCurrency();
        hashCode = 0;
        intlCurrencySymbol = currencyCode;
        try {
            currency = Currency.getInstance(currencyCode);
            currencyLookedUp = true;
            currencySymbol = currency.getSymbol(locale);
        } catch (IllegalArgumentException e) {
            // not a currency code: the symbol stays
        }
    }

    public Currency getCurrency() {
        initializeCurrency();
        if (!currencyLookedUp) {
            try {
                currency = Currency.getInstance(intlCurrencySymbol);
            } catch (IllegalArgumentException e) {
                currency = null;
            }
            currencyLookedUp = true;
        }
        return currency;
    }

    public void setCurrency(Currency currency) {
        Objects.requireNonNull(currency);
        initializeCurrency();
        hashCode = 0;
        this.currency = currency;
        currencyLookedUp = true;
        intlCurrencySymbol = currency.getCurrencyCode();
        currencySymbol = currency.getSymbol(locale);
    }

    public char getMonetaryDecimalSeparator() {
        return monetarySeparator;
    }

    public void setMonetaryDecimalSeparator(char sep) {
        hashCode = 0;
        monetarySeparator = sep;
    }

    public String getExponentSeparator() {
        return exponentialSeparator;
    }

    public void setExponentSeparator(String exp) {
        Objects.requireNonNull(exp);
        hashCode = 0;
        exponentialSeparator = exp;
    }

    public char getMonetaryGroupingSeparator() {
        return monetaryGroupingSeparator;
    }

    public void setMonetaryGroupingSeparator(char monetaryGroupingSeparator) {
        hashCode = 0;
        this.monetaryGroupingSeparator = monetaryGroupingSeparator;
    }

    // ---- package-private, used by DecimalFormat and CompactNumberFormat ----

    char getExponentialSymbol() {
        return exponential;
    }

    void setExponentialSymbol(char exp) {
        exponential = exp;
    }

    String getPerMillText() {
        return perMillText;
    }

    void setPerMillText(String perMillText) {
        this.perMill = firstNonFormatChar(requireText(perMillText), '\u2030');
        hashCode = 0;
        this.perMillText = perMillText;
    }

    String getPercentText() {
        return percentText;
    }

    void setPercentText(String percentText) {
        this.percent = firstNonFormatChar(requireText(percentText), '%');
        hashCode = 0;
        this.percentText = percentText;
    }

    String getMinusSignText() {
        return minusSignText;
    }

    void setMinusSignText(String minusSignText) {
        this.minusSign = firstNonFormatChar(requireText(minusSignText), '-');
        hashCode = 0;
        this.minusSignText = minusSignText;
    }

    private static String requireText(String s) {
        Objects.requireNonNull(s);
        if (s.isEmpty()) {
            throw new IllegalArgumentException("Empty argument string");
        }
        return s;
    }

    /** The first character of s that is not a format control (bidi marks), else dflt. */
    private static char firstNonFormatChar(String s, char dflt) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.getType(c) != Character.FORMAT) {
                return c;
            }
        }
        return dflt;
    }

    // ---- Object ----

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        return zeroDigit == o.zeroDigit
                && groupingSeparator == o.groupingSeparator
                && decimalSeparator == o.decimalSeparator
                && percent == o.percent
                && percentText.equals(o.percentText)
                && perMill == o.perMill
                && perMillText.equals(o.perMillText)
                && digit == o.digit
                && minusSign == o.minusSign
                && minusSignText.equals(o.minusSignText)
                && patternSeparator == o.patternSeparator
                && infinity.equals(o.infinity)
                && NaN.equals(o.NaN)
                && getCurrencySymbol().equals(o.getCurrencySymbol())
                && intlCurrencySymbol.equals(o.intlCurrencySymbol)
                && monetarySeparator == o.monetarySeparator
                && monetaryGroupingSeparator == o.monetaryGroupingSeparator
                && exponentialSeparator.equals(o.exponentialSeparator)
                && locale.equals(o.locale);
    }

    /** From the same fields as equals (the JDK's also hashes the Currency object). */
    @Override
    public int hashCode() {
        int h = hashCode;
        if (h == 0) {
            h = Objects.hash(zeroDigit, groupingSeparator, decimalSeparator, percent, percentText,
                    perMill, perMillText, digit, minusSign, minusSignText, patternSeparator,
                    infinity, NaN, getCurrencySymbol(), intlCurrencySymbol, monetarySeparator,
                    monetaryGroupingSeparator, exponentialSeparator, locale);
            hashCode = h;
        }
        return h;
    }

    // ---- serialization: fields missing from older streams get their defaults ----

    @java.io.Serial
    private void readObject(ObjectInputStream stream) throws IOException, ClassNotFoundException {
        stream.defaultReadObject();
        if (serialVersionOnStream < 1) {
            monetarySeparator = decimalSeparator;
            exponential = 'E';
        }
        if (serialVersionOnStream < 2) {
            locale = Locale.ROOT;
        }
        if (serialVersionOnStream < 3) {
            exponentialSeparator = Character.toString(exponential);
        }
        if (serialVersionOnStream < 4) {
            perMillText = Character.toString(perMill);
            percentText = Character.toString(percent);
            minusSignText = Character.toString(minusSign);
        } else if (firstNonFormatChar(perMillText, '\uFFFF') != perMill
                || firstNonFormatChar(percentText, '\uFFFF') != percent
                || firstNonFormatChar(minusSignText, '\uFFFF') != minusSign) {
            throw new InvalidObjectException(
                    "percent, per mille or minus sign: char and String forms disagree");
        }
        if (serialVersionOnStream < 5) {
            monetaryGroupingSeparator = groupingSeparator;
        }
        serialVersionOnStream = currentSerialVersion;
        currencyInitialized = intlCurrencySymbol != null && currencySymbol != null;
    }
}
