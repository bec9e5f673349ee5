// Base64 (basic, URL, MIME, errors), CRC32/CRC32C/Adler32, MessageDigest
// (SHA-256, SHA-1, MD5, SHA-512, SHA3-256), HexFormat, Properties load,
// store and XML, Random(seed), standard system properties, UUID v3, Deflater.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.security.*;
import java.util.*;
import java.util.zip.*;

public class CodecsProps3 {
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
        byte[] data = "Many hands make light work.\u00e9".getBytes(StandardCharsets.UTF_8);
        Base64.Encoder[] encs = {Base64.getEncoder(), Base64.getUrlEncoder(), Base64.getMimeEncoder(), Base64.getEncoder().withoutPadding(), Base64.getMimeEncoder(10, "|".getBytes())};
        for (Base64.Encoder e : encs) System.out.println(e.encodeToString(data));
        System.out.println(new String(Base64.getDecoder().decode("TWFueQ=="), StandardCharsets.UTF_8) + " " + Base64.getUrlDecoder().decode("-_8").length + " " + Base64.getMimeDecoder().decode("TW\r\nFu!eQ").length);
        try {
            Base64.getDecoder().decode("TWF*");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Base64.getDecoder().decode("TWFue");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        byte[] bigBuf = new byte[100_000];
        new Random(7).nextBytes(bigBuf);
        CRC32 crc = new CRC32();
        crc.update(data);
        CRC32C crcc = new CRC32C();
        crcc.update(bigBuf, 10, 50_000);
        Adler32 ad = new Adler32();
        ad.update(bigBuf);
        System.out.println(Long.toHexString(crc.getValue()) + " " + Long.toHexString(crcc.getValue()) + " " + Long.toHexString(ad.getValue()));
        for (String alg : new String[]{"SHA-256", "SHA-1", "MD5", "SHA-512", "SHA3-256"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            md.update(data);
            md.update(bigBuf);
            System.out.println(alg + " " + HexFormat.of().formatHex(md.digest()) + " " + md.getDigestLength());
        }
        try {
            MessageDigest.getInstance("SHA-999");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e.getMessage());
        }
        HexFormat hf = HexFormat.ofDelimiter(":").withUpperCase().withPrefix("<").withSuffix(">");
        System.out.println(hf.formatHex(new byte[]{1, (byte) 0xab, 127}) + " " + Arrays.toString(HexFormat.of().parseHex("00ff7f")) + " " + HexFormat.of().toHexDigits((short) 0x1234) + " " + HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.isHexDigit('g'));
        try {
            HexFormat.of().parseHex("abc");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Properties props = new Properties();
        props.load(new StringReader("# comment\n! other\nkey1 = value one\nkey2:value\\\n    continued\nkey\\ 3=sp\\u0041ce\nempty\nuni=\\u00e9t\\u00e9\n  spaced   =  v  \n"));
        for (String k : new TreeSet<>(props.stringPropertyNames())) System.out.println("[" + k + "]=[" + props.getProperty(k) + "]");
        System.out.println(props.getProperty("missing", "dflt") + " " + props.size());
        Properties out = new Properties();
        out.setProperty("a key", "v=1:2 #x");
        out.setProperty("uni", "\u00e9\u4e2d");
        out.setProperty("lead", "  sp");
        StringWriter w = new StringWriter();
        out.store(w, null);
        String[] lines = w.toString().split("\n");
        List<String> body = new ArrayList<>();
        for (String l : lines) if (!l.startsWith("#")) body.add(l);
        Collections.sort(body);
        System.out.println(body + " " + lines[0].startsWith("#"));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        out.store(bo, "hdr\nline2");
        String[] blines = bo.toString(StandardCharsets.ISO_8859_1).split("\n");
        System.out.println(blines[0] + " | " + blines[1] + " | " + blines.length);
        ByteArrayOutputStream xml = new ByteArrayOutputStream();
        Properties one = new Properties();
        one.setProperty("k", "v<&>");
        one.storeToXML(xml, "c");
        String xs = xml.toString(StandardCharsets.UTF_8);
        System.out.println(xs.substring(xs.indexOf("<properties>")).replace("\n", "\\n"));
        Properties back = new Properties();
        back.loadFromXML(new ByteArrayInputStream(xml.toByteArray()));
        System.out.println(back);
        Random r = new Random(12345);
        System.out.println(r.nextInt() + " " + r.nextInt(100) + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextBoolean() + " " + r.nextFloat() + " " + r.nextGaussian());
        System.out.println(r.ints(5, 0, 10).boxed().toList() + " " + r.doubles(2).sum() + " " + r.nextInt(5, 10) + " " + new Random(0).longs(2, 0, 1000).boxed().toList());
        List<Integer> sh = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8));
        Collections.shuffle(sh, new Random(99));
        System.out.println(sh + " " + new SplittableRandom(5).nextInt(1000) + " " + new Random(3).ints(0, 100).limit(3).sum());
        for (String key : new String[]{"file.separator", "path.separator", "line.separator", "sun.arch.data.model", "java.specification.vendor", "file.encoding", "native.encoding", "sun.jnu.encoding", "java.vm.specification.name", "user.language", "os.name"}) {
            System.out.println(key + "=" + String.valueOf(System.getProperty(key)).replace("\n", "\\n"));
        }
        System.out.println(System.getProperty("no.such.key") + " " + System.getProperty("no.such.key", "fallback") + " " + System.lineSeparator().length());
        UUID u = UUID.nameUUIDFromBytes("abc".getBytes());
        System.out.println(u + " " + u.version() + " " + UUID.fromString("123e4567-e89b-12d3-a456-426614174000").getMostSignificantBits());
        Deflater def = new Deflater(9);
        def.setInput(bigBuf, 0, 1000);
        def.finish();
        byte[] comp = new byte[2000];
        int n = def.deflate(comp);
        System.out.println(n + " " + def.getTotalIn() + " " + def.getAdler());
        def.end();
    }
}
