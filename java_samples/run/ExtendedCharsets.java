import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

// The charsets of module jdk.charsets (the extended charsets provider, which
// the JDK asks only once the VM is booted): found by name and by alias,
// listed by availableCharsets, and they encode and decode.
public class ExtendedCharsets {
    public static void main(String[] args) throws Exception {
        String text = "\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8 ABC 123";
        for (String name : new String[] {"ISO-2022-JP", "Shift_JIS", "EUC-JP", "Big5", "x-ISCII91", "IBM1047"}) {
            Charset cs = Charset.forName(name);
            System.out.println(name + " -> " + cs.name() + " supported " + Charset.isSupported(name)
                    + ", listed " + Charset.availableCharsets().containsKey(cs.name())
                    + ", registered " + cs.isRegistered() + ", encodes " + cs.canEncode());
        }
        Charset jis = Charset.forName("ISO-2022-JP");
        byte[] bytes = text.getBytes(jis);
        System.out.println("ISO-2022-JP bytes: " + Arrays.toString(bytes));
        String back = new String(bytes, jis);
        System.out.println("round trip: " + back.equals(text));
        System.out.println("alias csjisencoding: " + Charset.forName("csjisencoding").name());
        CharsetEncoder enc = jis.newEncoder();
        ByteBuffer bb = enc.encode(CharBuffer.wrap("\u3042x"));
        System.out.println("encoder: " + bb.remaining() + " bytes, can encode \u00e9: " + enc.canEncode('\u00e9'));
        CharsetDecoder dec = jis.newDecoder();
        System.out.println("decoder: " + dec.decode(bb));
        String hindi = "\u0915\u093e";
        Charset iscii = Charset.forName("x-ISCII91");
        System.out.println("ISCII91: " + Arrays.toString(hindi.getBytes(iscii)) + " back "
                + new String(hindi.getBytes(iscii), iscii).equals(hindi));
        System.out.println("UTF-8 still standard: " + (Charset.forName("UTF-8") == StandardCharsets.UTF_8));
        System.out.println("unknown: " + Charset.isSupported("x-no-such-charset"));
    }
}
