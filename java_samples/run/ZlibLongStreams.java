// Longer zlib streams through the stream classes, in small and single-byte
// steps: a DeflaterInputStream read one byte at a time and 512 bytes at a
// time, an InflaterOutputStream written in odd-sized pieces, an Inflater
// given its input in slices (its Adler-32 and the uncompressed count
// checked), and a corrupt stream: DataFormatException, after which the
// same Inflater still reports what it had decompressed before. Only
// uncompressed data and checksums are printed (the compressed bytes of
// another zlib implementation may differ).
import java.io.*;
import java.util.*;
import java.util.zip.*;

public class ZlibLongStreams {
    static byte[] data(int n, long seed) {
        byte[] b = new byte[n];
        Random r = new Random(seed);
        for (int i = 0; i < n; i++) {
            // Compressible: runs of a few letters with random noise.
            b[i] = (byte) (r.nextInt(10) < 8 ? 'a' + (i / 7) % 4 : r.nextInt(256));
        }
        return b;
    }

    static byte[] deflateByBytes(byte[] in, boolean single) throws IOException {
        DeflaterInputStream dis = new DeflaterInputStream(new ByteArrayInputStream(in));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[512];
        if (single) {
            int c;
            while ((c = dis.read()) != -1) {
                out.write(c);
            }
        } else {
            int n;
            while ((n = dis.read(buf, 0, buf.length)) > 0) {
                out.write(buf, 0, n);
            }
        }
        dis.close();
        return out.toByteArray();
    }

    static byte[] inflateByPieces(byte[] z) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        InflaterOutputStream ios = new InflaterOutputStream(out);
        int at = 0;
        int step = 1;
        while (at < z.length) {
            int n = Math.min(step, z.length - at);
            ios.write(z, at, n);
            at += n;
            step = step * 3 % 1000 + 1;
        }
        ios.close();
        return out.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        byte[] small = data(20_000, 1);
        byte[] big = data(150_000, 2);

        byte[] z1 = deflateByBytes(small, true);
        byte[] back1 = inflateByPieces(z1);
        System.out.println("single-byte deflate: " + back1.length + " bytes back, equal " + Arrays.equals(small, back1));

        byte[] z2 = deflateByBytes(big, false);
        byte[] back2 = inflateByPieces(z2);
        System.out.println("512-byte deflate: " + back2.length + " bytes back, equal " + Arrays.equals(big, back2));

        Inflater inf = new Inflater();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[777];
        for (int at = 0; at < z2.length; at += 1000) {
            inf.setInput(z2, at, Math.min(1000, z2.length - at));
            int n;
            while ((n = inf.inflate(buf)) > 0) {
                out.write(buf, 0, n);
            }
        }
        Adler32 adler = new Adler32();
        adler.update(big);
        System.out.println("Inflater: finished " + inf.finished() + ", total out " + inf.getBytesWritten()
                + ", adler matches " + (inf.getAdler() == (int) adler.getValue())
                + ", equal " + Arrays.equals(big, out.toByteArray()));
        inf.end();

        byte[] bad = Arrays.copyOf(z1, z1.length);
        for (int i = z1.length / 2; i < z1.length; i++) {
            bad[i] = (byte) 0xff;
        }
        Inflater broken = new Inflater();
        broken.setInput(bad);
        byte[] sink = new byte[1 << 16];
        long before = 0;
        try {
            int n;
            while ((n = broken.inflate(sink)) > 0) {
                before += n;
            }
            System.out.println("corrupt stream: no error, " + broken.finished());
        } catch (DataFormatException e) {
            System.out.println("corrupt stream: DataFormatException, " + (broken.getBytesWritten() == before) + " " + (before > 0));
        }
        broken.end();
    }
}
