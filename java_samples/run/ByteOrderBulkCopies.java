// Bulk copies between Java arrays and buffer views whose byte order is not
// the platform's: the class library copies them with Unsafe's byte-swapping
// copy (each 2-, 4- or 8-byte element reversed), into heap and direct
// buffers, in both directions.
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.Arrays;

public class ByteOrderBulkCopies {
    static String hex(ByteBuffer b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.limit(); i++) {
            sb.append(String.format("%02x", b.get(i)));
        }
        return sb.toString();
    }

    static void run(ByteBuffer bb, String label) {
        ByteOrder other = ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN
                ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            bb.clear();
            bb.order(order);
            CharBuffer cb = bb.asCharBuffer();
            cb.put(new char[] {'A', '\u20ac', 'z'});
            System.out.println(label + " " + order + " chars " + hex(bb.duplicate().limit(6)));
            char[] back = new char[3];
            bb.asCharBuffer().get(back);
            System.out.println("  back " + new String(back) + " swapped " + (order == other));

            bb.clear();
            IntBuffer ib = bb.asIntBuffer();
            ib.put(new int[] {0x01020304, -2});
            int[] ints = new int[2];
            bb.asIntBuffer().get(ints);
            System.out.println("  ints " + hex(bb.duplicate().limit(8)) + " " + Arrays.toString(ints));

            bb.clear();
            LongBuffer lb = bb.asLongBuffer();
            lb.put(new long[] {0x0102030405060708L});
            System.out.println("  long " + hex(bb.duplicate().limit(8)));

            bb.clear();
            ShortBuffer sb = bb.asShortBuffer();
            sb.put(new short[] {(short) 0xABCD, 7});
            short[] shorts = new short[2];
            bb.asShortBuffer().get(shorts);
            System.out.println("  shorts " + hex(bb.duplicate().limit(4)) + " " + Arrays.toString(shorts));

            bb.clear();
            DoubleBuffer db = bb.asDoubleBuffer();
            db.put(new double[] {1.5, -0.25});
            double[] doubles = new double[2];
            bb.asDoubleBuffer().get(doubles);
            System.out.println("  doubles " + hex(bb.duplicate().limit(16)) + " " + Arrays.toString(doubles));
        }
    }

    public static void main(String[] args) {
        run(ByteBuffer.allocate(32), "heap");
        run(ByteBuffer.allocateDirect(32), "direct");
        CharBuffer wrapped = ByteBuffer.wrap("hello wayfinder!".getBytes())
                .order(ByteOrder.LITTLE_ENDIAN).asCharBuffer();
        char[] cs = new char[wrapped.remaining()];
        wrapped.get(cs);
        System.out.println("wrapped little-endian chars: " + Arrays.toString(cs));
    }
}
