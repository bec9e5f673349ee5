// The compressed bytes themselves: a Deflater at each level, raw (nowrap)
// and zlib-wrapped (a raw stream's Adler-32 stays at zlib's start value,
// 1 for deflating and 0 for inflating), a sync flush in the middle of a
// stream, and GZIP and Deflater output streams. Lengths and CRC-32s of the
// compressed bytes are printed, so they must be those of the JDK's zlib
// (the one on the system), not merely valid deflate data.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.zip.*;

public class DeflatedBytes {
    static String crcOf(byte[] b, int len) {
        CRC32 c = new CRC32();
        c.update(b, 0, len);
        return Long.toHexString(c.getValue());
    }

    static byte[] text() {
        StringBuilder sb = new StringBuilder();
        Random r = new Random(3);
        String[] words = {"alpha", "beta", "gamma", "delta", "order", "invoice", "total", "42", "\n"};
        for (int i = 0; i < 3000; i++) sb.append(words[r.nextInt(words.length)]).append(i % 7 == 0 ? ',' : ' ');
        return sb.toString().getBytes(StandardCharsets.US_ASCII);
    }

    static int deflate(byte[] in, byte[] out, int level, int strategy, boolean nowrap) {
        Deflater d = new Deflater(level, nowrap);
        d.setStrategy(strategy);
        d.setInput(in);
        d.finish();
        int n = 0;
        while (!d.finished()) n += d.deflate(out, n, out.length - n);
        System.out.println("level " + level + " strategy " + strategy + " nowrap " + nowrap + ": " + in.length + " -> " + n
            + " crc " + crcOf(out, n) + " adler " + Long.toHexString(d.getAdler()) + " in " + d.getBytesRead() + " out " + d.getBytesWritten());
        d.end();
        return n;
    }

    public static void main(String[] args) throws IOException, DataFormatException {
        byte[] in = text();
        byte[] out = new byte[in.length + 1024];
        for (int level = 0; level <= 9; level++) deflate(in, out, level, Deflater.DEFAULT_STRATEGY, false);
        int raw = deflate(in, out, Deflater.DEFAULT_COMPRESSION, Deflater.DEFAULT_STRATEGY, true);
        Inflater rawInf = new Inflater(true);
        System.out.println("raw inflater adler before " + rawInf.getAdler());
        rawInf.setInput(out, 0, raw);
        byte[] rawBack = new byte[in.length];
        System.out.println("raw inflated " + rawInf.inflate(rawBack) + " adler " + rawInf.getAdler() + " same " + Arrays.equals(rawBack, in));
        rawInf.end();
        deflate(in, out, Deflater.BEST_SPEED, Deflater.DEFAULT_STRATEGY, true);
        byte[] small = "aaaaaaaaaabbbbbbbbbbaaaaaaaaaabbbbbbbbbb".repeat(10).getBytes(StandardCharsets.US_ASCII);
        int n = deflate(small, out, Deflater.DEFAULT_COMPRESSION, Deflater.DEFAULT_STRATEGY, false);
        System.out.println(Arrays.toString(Arrays.copyOf(out, n)));
        Inflater inf = new Inflater();
        inf.setInput(out, 0, n);
        byte[] back = new byte[small.length];
        System.out.println("inflated " + inf.inflate(back) + " same " + Arrays.equals(back, small));
        inf.end();

        Deflater d = new Deflater();
        d.setInput(in, 0, 5000);
        int a = d.deflate(out, 0, out.length, Deflater.SYNC_FLUSH);
        d.setInput(in, 5000, in.length - 5000);
        d.finish();
        int b = 0;
        while (!d.finished()) b += d.deflate(out, a + b, out.length - a - b);
        d.end();
        System.out.println("sync flush: " + a + " + " + b + " crc " + crcOf(out, a + b) + " tail " + Arrays.toString(Arrays.copyOfRange(out, a - 4, a)));

        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(gz)) {
            g.write(in, 0, 1000);
            g.write(in, 1000, in.length - 1000);
        }
        byte[] gzBytes = gz.toByteArray();
        System.out.println("gzip " + gzBytes.length + " crc " + crcOf(gzBytes, gzBytes.length));
        ByteArrayOutputStream ds = new ByteArrayOutputStream();
        try (DeflaterOutputStream o = new DeflaterOutputStream(ds, new Deflater(Deflater.BEST_COMPRESSION), 64)) {
            for (int i = 0; i < in.length; i += 777) o.write(in, i, Math.min(777, in.length - i));
        }
        System.out.println("deflater stream " + ds.size() + " crc " + crcOf(ds.toByteArray(), ds.size()));
    }
}
