// char arithmetic and Character helpers: promotion to int, wrap-around,
// compound assignment, classification, case mapping, digits, surrogates.
public class CharArith {
    public static void main(String[] args) {
        char c = 'a';
        System.out.println("'a' + 1 = " + (c + 1));
        System.out.println("(char)('a' + 1) = " + (char) (c + 1));
        System.out.println("'a' + 'b' = " + ('a' + 'b'));
        System.out.println("\"\" + 'a' + 'b' = " + "" + 'a' + 'b');
        System.out.println("'a' + 'b' + \"\" = " + ('a' + 'b' + ""));
        c += 2;
        System.out.println("c += 2 -> " + c);
        c++;
        System.out.println("c++ -> " + c);
        char z = 0;
        z--;
        System.out.println("(char)0 - 1 = " + (int) z);
        z++;
        System.out.println("and back = " + (int) z);
        char max = Character.MAX_VALUE;
        max += 1;
        System.out.println("MAX_VALUE + 1 = " + (int) max);

        StringBuilder alphabet = new StringBuilder();
        for (char ch = 'A'; ch <= 'Z'; ch += 3) {
            alphabet.append(ch);
        }
        System.out.println("every third letter: " + alphabet);
        char[] word = "Hello, World 42!".toCharArray();
        for (int i = 0; i < word.length; i++) {
            char w = word[i];
            if (w >= 'a' && w <= 'z') {
                word[i] = (char) ('a' + (w - 'a' + 13) % 26);
            } else if (w >= 'A' && w <= 'Z') {
                word[i] = (char) ('A' + (w - 'A' + 13) % 26);
            }
        }
        System.out.println("rot13: " + new String(word));

        String sample = "aZ9 _\t\n$\u00e9\u00df\u0130\u03a3";
        for (int i = 0; i < sample.length(); i++) {
            char ch = sample.charAt(i);
            System.out.println("code " + (int) ch + ": letter=" + Character.isLetter(ch) + " digit="
                    + Character.isDigit(ch) + " letterOrDigit=" + Character.isLetterOrDigit(ch) + " ws="
                    + Character.isWhitespace(ch) + " upper=" + Character.isUpperCase(ch) + " lower="
                    + Character.isLowerCase(ch) + " toUpper=" + (int) Character.toUpperCase(ch) + " toLower="
                    + (int) Character.toLowerCase(ch) + " javaIdStart=" + Character.isJavaIdentifierStart(ch)
                    + " type=" + Character.getType(ch));
        }
        for (char d : "0789afzAZ!".toCharArray()) {
            System.out.println(d + ": digit(10)=" + Character.digit(d, 10) + " digit(16)=" + Character.digit(d, 16)
                    + " digit(36)=" + Character.digit(d, 36) + " numeric=" + Character.getNumericValue(d));
        }
        System.out.println("forDigit: " + Character.forDigit(11, 16) + Character.forDigit(7, 8) + Character.forDigit(35, 36)
                + " invalid=" + (int) Character.forDigit(10, 10));
        int smile = 0x1F600;
        char[] pair = Character.toChars(smile);
        String s = new String(pair) + "x";
        System.out.println("supplementary: len=" + s.length() + " codePoints=" + s.codePointCount(0, s.length())
                + " high=" + Integer.toHexString(pair[0]) + " low=" + Integer.toHexString(pair[1])
                + " isHigh=" + Character.isHighSurrogate(pair[0]) + " cp=" + Integer.toHexString(s.codePointAt(0))
                + " charCount=" + Character.charCount(smile) + " valid=" + Character.isValidCodePoint(smile));
        System.out.println("Character.compare('a','b') = " + Character.compare('a', 'b') + ", getName? skipped"
                + ", MIN_RADIX=" + Character.MIN_RADIX + ", MAX_RADIX=" + Character.MAX_RADIX);
        Character boxed = 'q';
        char unboxed = boxed;
        System.out.println("boxed: " + boxed + " " + (boxed + 1) + " " + boxed.compareTo('a') + " " + boxed.equals('q')
                + " " + Character.valueOf(unboxed).hashCode() + " " + Character.toString(113) + " "
                + Character.reverseBytes('\u0102'));
        int sum = 0;
        for (char ch : "checksum".toCharArray()) {
            sum = sum * 7 + ch;
        }
        System.out.println("checksum = " + sum);
        char t = 'x';
        switch (t) {
            case 'a': System.out.println("a"); break;
            case 'x': System.out.println("matched x"); // fall through
            case 'y': System.out.println("fell into y"); break;
            default: System.out.println("default");
        }
        System.out.println("ternary char/int: " + (true ? 'x' : 0) + " " + (false ? 'x' : 120) + " " + (true ? 'x' : sum));
    }
}
