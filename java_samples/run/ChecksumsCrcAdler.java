// java.util.zip checksums: CRC32 and Adler32, byte by byte, over arrays
// and slices, reset, and through CheckedInputStream/CheckedOutputStream.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.zip.*;

public class ChecksumsCrcAdler {
    public static void main(String[] args) throws IOException {
        byte[] data = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(data);
        System.out.println("crc32: " + Long.toHexString(crc.getValue()));
        Adler32 adler = new Adler32();
        adler.update(data);
        System.out.println("adler32: " + Long.toHexString(adler.getValue()));

        CRC32 bytewise = new CRC32();
        for (byte b : data) {
            bytewise.update(b);
        }
        System.out.println("bytewise equal: " + (bytewise.getValue() == crc.getValue()));
        crc.reset();
        crc.update(data, 4, 5);
        System.out.println("slice 'quick': " + crc.getValue());
        adler.reset();
        System.out.println("adler after reset: " + adler.getValue());
        CRC32C c32c = new CRC32C();
        c32c.update(data);
        System.out.println("crc32c: " + Long.toHexString(c32c.getValue()));

        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (CheckedOutputStream out = new CheckedOutputStream(sink, new CRC32())) {
            out.write(data);
            System.out.println("checked out: " + out.getChecksum().getValue());
        }
        CheckedInputStream in = new CheckedInputStream(new ByteArrayInputStream(sink.toByteArray()), new Adler32());
        in.readAllBytes();
        System.out.println("checked in: " + in.getChecksum().getValue());
        try {
            new CRC32().update(data, 40, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bad slice: " + e.getClass().getSimpleName());
        }
    }
}
