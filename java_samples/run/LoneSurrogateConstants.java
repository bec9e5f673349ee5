// String constants holding unpaired surrogates: javac writes them in
// modified UTF-8 as single three-byte units, and `ldc` (and a static final
// field's ConstantValue) must give back exactly those UTF-16 units, not
// U+FFFD. Checked through lengths, code points, equality with strings built
// from chars, encoders' canEncode, the UTF-8 encoder's replacement, and
// string concatenation whose constant parts hold them.
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;

public class LoneSurrogateConstants {
    static final String HIGH_ALONE = "\uD800";
    static final String MIXED = "a\uDC01b\uD83D\uDE00c\uD801";

    static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(Integer.toHexString(s.charAt(i))).append(' ');
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        System.out.println("high alone: " + hex(HIGH_ALONE) + " length " + HIGH_ALONE.length());
        System.out.println("mixed: " + hex(MIXED) + " code points " + MIXED.codePointCount(0, MIXED.length()));
        String low = "\uDFFF";
        System.out.println("low equals built: " + low.equals(String.valueOf((char) 0xDFFF)));
        System.out.println("is surrogate: " + Character.isSurrogate(low.charAt(0))
                + " high: " + Character.isHighSurrogate(HIGH_ALONE.charAt(0)));
        CharsetEncoder enc = StandardCharsets.UTF_8.newEncoder();
        for (String s : new String[] {"x", HIGH_ALONE, "XX\uD801", "\uD83D\uDE00", low + "X"}) {
            System.out.println(hex(s) + " canEncode " + enc.canEncode(CharBuffer.wrap(s)));
        }
        byte[] bytes = ("[" + '\uDC00' + "]").getBytes(StandardCharsets.UTF_8);
        System.out.println("utf-8 bytes of [lone]: " + bytes.length + " middle " + (char) bytes[1]);
        System.out.println("interned same: " + (HIGH_ALONE == "\uD800"));
        // Concatenation with a variable: the lone surrogates are in the
        // constant part of the recipe.
        String v = args.length > 0 ? args[0] : "v";
        String joined = v + "\uD800|" + 7 + "\uDC00" + v;
        System.out.println("joined: " + hex(joined) + " length " + joined.length());
        switch (MIXED) {
            case "a\uDC01b\uD83D\uDE00c\uD801" -> System.out.println("switch matched");
            default -> System.out.println("switch missed");
        }
    }
}
