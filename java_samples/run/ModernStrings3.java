// Text blocks and the String methods of JDK 11-17 (strip, isBlank, lines,
// repeat, indent, transform, formatted, stripIndent, translateEscapes),
// case mapping with locales, hash codes, StringBuilder edits and code points.
import java.util.*;
import java.util.stream.*;

public class ModernStrings3 {
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
        String tb = """
            Hello,
              "World" \
            joined
            tab\there\s
            end""";
        System.out.println(tb);
        System.out.println(tb.lines().count() + " " + tb.lines().map(String::length).toList());
        System.out.println("[" + "  \u2003 x \t".strip() + "][" + "  x ".stripLeading() + "][" + " x  ".stripTrailing() + "][" + " \u2003x".trim() + "]");
        System.out.println(" \u2003 ".isBlank() + " " + "".isEmpty() + " " + "ab".repeat(3) + "|" + "x".repeat(0) + "|");
        System.out.print("a\nb\r\nc".indent(2));
        System.out.print("    a\n      b\n".indent(-2));
        System.out.print("x".indent(0));
        String tr = "hello".transform(s -> s + "!").transform(String::toUpperCase);
        System.out.println(tr);
        System.out.println("%s=%d".formatted("k", 5) + " " + "   a\n  b\n".stripIndent() + "|" + "a\\tb\\n\\101\\s".translateEscapes() + "|");
        System.out.println(String.join("-", List.of("a", "b", "c")) + " " + "abc".chars().sum() + " " + "abc".codePoints().map(c -> c + 1).mapToObj(Character::toString).collect(Collectors.joining()));
        System.out.println("Mississippi".indexOf("ss", 3) + " " + "Mississippi".lastIndexOf('s') + " " + "Mississippi".replace("ss", "SS") + " " + "abc".compareTo("abd") + " " + "B".compareToIgnoreCase("a"));
        System.out.println("a-b-c".split("-", 2)[1] + " " + "x".concat("y") + " " + "Hello".contentEquals(new StringBuilder("Hello")) + " " + "hello".regionMatches(true, 1, "XELL", 1, 3));
        System.out.println(String.valueOf(new char[]{'a', 'b'}) + " " + String.copyValueOf(new char[]{'x', 'y', 'z'}, 1, 2) + " " + "\u00df".toUpperCase() + " " + "I".toLowerCase(new Locale("tr")).length());
        System.out.println("TITLE".toLowerCase(Locale.ROOT) + " " + "\u0130".toLowerCase(Locale.ROOT).length() + " " + "straße".equalsIgnoreCase("STRASSE"));
        System.out.println("abc".hashCode() + " " + "".hashCode() + " " + "polygenelubricants".hashCode() + " " + "Aa".hashCode() + " " + "BB".hashCode());
        System.out.println(new StringBuilder("hello").reverse().insert(0, 42).deleteCharAt(1).replace(0, 2, "XY").append(1.5f).append('c').append(true));
        StringBuilder sb = new StringBuilder();
        sb.appendCodePoint(0x1F600).append("ab");
        System.out.println(sb.length() + " " + sb.codePointCount(0, sb.length()) + " " + sb.reverse().charAt(0) + " " + sb.indexOf("a") + " " + Character.isSurrogate(sb.charAt(2)));
        sb.setLength(2);
        System.out.println(sb + " " + sb.capacity() + " " + new StringBuilder(5).capacity() + " " + new StringBuilder("abc").compareTo(new StringBuilder("abd")));
        System.out.println("a,b;c d".split("[,; ]").length + " " + "  lead".chars().takeWhile(c -> c == ' ').count() + " " + "abc".describeConstable().get());
        System.out.println(String.valueOf((Object) null) + " " + "x".equals(null) + " " + "abc".contains("") + " " + "abc".startsWith("bc", 1) + " " + "abc".endsWith(""));
        char[] cs = new char[5];
        "hello world".getChars(6, 11, cs, 0);
        System.out.println(new String(cs) + " " + new String(new int[]{0x48, 0x1F600, 0x69}, 0, 3).length() + " " + "x".intern() == "x");
        System.out.println("a\tb".replace('\t', ' ') + " " + "aaa".replace("a", "bb") + " " + "".repeat(5).length() + " " + "ab".chars().boxed().toList());
        System.out.println("one two  three".split(" +").length + " " + "text".subSequence(1, 3) + " " + "ABC".toCharArray().length + " " + String.valueOf(3.0f) + String.valueOf(true));
    }
}
