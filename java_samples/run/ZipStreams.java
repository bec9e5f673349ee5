// java.util.zip compression as java: Deflater/Inflater by hand (levels,
// raw and zlib-wrapped, totals and Adler-32), GZIPOutputStream to bytes and
// back through GZIPInputStream, ZipOutputStream entries read back by
// ZipInputStream, DeflaterOutputStream with a sync flush, and a corrupt
// stream's DataFormatException. Compressed sizes are not printed: another
// compressor's bytes may differ while decompressing to the same data.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.zip.*;

public class ZipStreams {
    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append("line ").append(i % 37).append(" of the text\n");
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws Exception {
        byte[] data = text(400);
        for (int level : new int[] {Deflater.NO_COMPRESSION, Deflater.BEST_SPEED, Deflater.DEFAULT_COMPRESSION, 9}) {
            for (boolean nowrap : new boolean[] {false, true}) {
                Deflater d = new Deflater(level, nowrap);
                d.setInput(data);
                d.finish();
                byte[] buf = new byte[data.length + 100];
                int n = 0;
                while (!d.finished()) {
                    n += d.deflate(buf, n, Math.min(64, buf.length - n));
                }
                System.out.println("level " + level + " nowrap " + nowrap + ": in " + d.getTotalIn()
                        + " smaller " + (level == 0 ? "n/a" : String.valueOf(n < data.length)));
                d.end();
                Inflater inf = new Inflater(nowrap);
                inf.setInput(buf, 0, n);
                byte[] out = new byte[data.length];
                int m = 0;
                while (!inf.finished()) {
                    m += inf.inflate(out, m, Math.min(100, out.length - m));
                }
                System.out.println("  inflated " + m + " equal " + java.util.Arrays.equals(out, data)
                        + " remaining " + inf.getRemaining() + " adler ok "
                        + (nowrap || inf.getAdler() == adler(data)));
                inf.end();
            }
        }

        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            out.write(data);
        }
        byte[] gzBytes = gz.toByteArray();
        System.out.println("gzip magic: " + (gzBytes[0] & 0xff) + " " + (gzBytes[1] & 0xff));
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzBytes))) {
            byte[] back = in.readAllBytes();
            System.out.println("gunzip: " + back.length + " equal " + java.util.Arrays.equals(back, data));
        }

        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(zip)) {
            for (int i = 0; i < 3; i++) {
                out.putNextEntry(new ZipEntry("dir/entry" + i + ".txt"));
                out.write(text(50 * (i + 1)));
                out.closeEntry();
            }
        }
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip.toByteArray()))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                byte[] content = in.readAllBytes();
                System.out.println("zip entry " + e.getName() + ": " + content.length + " crc ok "
                        + (e.getCrc() == crc(content)));
            }
        }

        ByteArrayOutputStream flushed = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(flushed, new Deflater(), 512, true);
        dos.write("first part ".getBytes(StandardCharsets.UTF_8));
        dos.flush();
        int afterFlush = flushed.size();
        dos.write("second part".getBytes(StandardCharsets.UTF_8));
        dos.close();
        System.out.println("sync flush wrote something: " + (afterFlush > 0));
        try (InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(flushed.toByteArray()))) {
            System.out.println("inflated: " + new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }

        Inflater bad = new Inflater();
        bad.setInput(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        try {
            bad.inflate(new byte[10]);
            System.out.println("no error");
        } catch (DataFormatException e) {
            System.out.println("corrupt: DataFormatException");
        }
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static int adler(byte[] b) {
        Adler32 a = new Adler32();
        a.update(b);
        return (int) a.getValue();
    }
}
