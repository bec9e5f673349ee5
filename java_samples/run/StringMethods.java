// java.lang.String API: searching, slicing, splitting, joining, replacing,
// case mapping, trimming, comparison, hashing, interning, chars streams.
import java.util.Arrays;
import java.util.List;

public class StringMethods {
    public static void main(String[] args) {
        String s = "The quick brown fox jumps over the lazy dog";
        System.out.println("length " + s.length() + " charAt(4) " + s.charAt(4) + " isEmpty " + s.isEmpty() + " "
                + "".isEmpty() + " isBlank " + "  \t".isBlank());
        System.out.println("indexOf: " + s.indexOf('o') + " " + s.indexOf('o', 13) + " " + s.indexOf("the") + " "
                + s.indexOf("The") + " " + s.indexOf("cat") + " " + s.lastIndexOf('o') + " " + s.lastIndexOf("o", 20)
                + " " + s.indexOf("") + " " + s.lastIndexOf(""));
        System.out.println("substring: [" + s.substring(4, 9) + "] [" + s.substring(40) + "] [" + s.substring(43) + "] ["
                + s.subSequence(10, 15) + "]");
        System.out.println("contains " + s.contains("fox") + " startsWith " + s.startsWith("The") + " "
                + s.startsWith("quick", 4) + " endsWith " + s.endsWith("dog") + " matches " + s.matches(".*fox.*"));
        System.out.println("split words: " + Arrays.toString(s.split(" ")));
        System.out.println("split limit 3: " + Arrays.toString(s.split(" ", 3)));
        System.out.println("split trailing: " + Arrays.toString("a,b,,c,,".split(",")) + " "
                + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString(",a".split(",")));
        System.out.println("split regex: " + Arrays.toString("one1two22three333four".split("\\d+")) + " "
                + Arrays.toString("a.b.c".split("\\.")) + " " + Arrays.toString("a|b".split("|")) + " "
                + Arrays.toString("  lots   of  space ".trim().split("\\s+")));
        System.out.println("split empty: " + Arrays.toString("".split(",")) + " " + "".split(",").length);
        System.out.println("join: " + String.join("-", "a", "b", "c") + " " + String.join(", ", List.of("x", "y"))
                + " [" + String.join("/", new String[0]) + "]");
        System.out.println("replace: " + s.replace('o', '0') + " | " + s.replace("the", "THE") + " | "
                + "aaa".replace("aa", "b") + " | " + "abc".replace("", "-"));
        System.out.println("replaceAll: " + s.replaceAll("[aeiou]", "*") + " | " + "2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1")
                + " | " + "aaa".replaceFirst("a", "b"));
        System.out.println("case: " + s.toUpperCase() + " | " + "MiXeD 123".toLowerCase());
        String padded = " \t padded text \n ";
        System.out.println("trim [" + padded.trim() + "] strip [" + padded.strip() + "] stripLeading ["
                + padded.stripLeading().replace("\n", "\\n") + "] stripTrailing [" + padded.stripTrailing().replace("\t", "\\t") + "]");
        System.out.println("repeat: " + "ab".repeat(3) + "|" + "x".repeat(0) + "|" + "-".repeat(10));
        String[] words = {"apple", "Apple", "banana", "app", "", "apple"};
        for (String w : words) {
            System.out.println("  compare apple vs '" + w + "': compareTo " + "apple".compareTo(w) + " ignoreCase "
                    + "apple".compareToIgnoreCase(w) + " equals " + "apple".equals(w) + " equalsIgnoreCase "
                    + "apple".equalsIgnoreCase(w) + " hash " + w.hashCode());
        }
        System.out.println("hashCodes: " + "".hashCode() + " " + "a".hashCode() + " " + "Aa".hashCode() + " " + "BB".hashCode()
                + " " + "polygenelubricants".hashCode() + " " + s.hashCode());
        String lit1 = "hello";
        String lit2 = "hello";
        String built = new String("hello");
        String fromChars = new String(new char[] {'h', 'e', 'l', 'l', 'o'});
        System.out.println("literal == literal: " + (lit1 == lit2) + ", new String ==: " + (lit1 == built) + ", equals: "
                + lit1.equals(built) + ", intern ==: " + (built.intern() == lit1) + ", chars intern: " + (fromChars.intern() == lit1)
                + ", Other.LIT ==: " + (Other.LIT == lit1));
        System.out.println("chars: " + Arrays.toString("hey".chars().toArray()) + " sum " + s.chars().filter(ch -> ch == 'o').count()
                + " codePoints " + "abc".codePoints().map(cp -> cp + 1).collect(StringBuilder::new, StringBuilder::appendCodePoint,
                        StringBuilder::append));
        System.out.println("toCharArray: " + Arrays.toString("xyz".toCharArray()) + " getBytes len " + "xyz".getBytes().length);
        System.out.println("valueOf/format: " + String.valueOf(3.0) + " " + "%d items".formatted(5));
        System.out.println("regionMatches: " + s.regionMatches(true, 4, "QUICK", 0, 5) + " " + s.regionMatches(4, "QUICK", 0, 5));
        System.out.println("contentEquals: " + "abc".contentEquals(new StringBuilder("abc")) + ", lines: " + "a\nb\r\nc".lines().count());
        System.out.println("indent:[" + "x\ny".indent(2).replace("\n", "/") + "]");
        System.out.println("compareTo lengths: " + "ab".compareTo("abcd") + " " + "b".compareTo("abcd") + " " + "\u00e9".compareTo("e"));
        String csv = "name=Ann;age=31;city=Oslo";
        for (String kv : csv.split(";")) {
            int eq = kv.indexOf('=');
            System.out.println("  key " + kv.substring(0, eq) + " -> value " + kv.substring(eq + 1));
        }
        StringBuilder rev = new StringBuilder();
        for (int i = s.length() - 1; i >= 0; i--) {
            rev.append(s.charAt(i));
        }
        System.out.println("reversed: " + rev);
        System.out.println("String.valueOf(char) cache-free equality: " + (String.valueOf('a') .equals("a")) + " "
                + "Hello".charAt(0) + Character.toString('!'));
    }
}

class Other {
    static final String LIT = "hello";
}
