// Native memory as java: direct ByteBuffers (put/get of every primitive in
// both byte orders, views, slices, bulk copies between heap and direct
// buffers, compact and compareTo), and CRC32 over a direct buffer.
import java.nio.*;
import java.util.zip.CRC32;

public class DirectBuffers {
    public static void main(String[] args) {
        ByteBuffer d = ByteBuffer.allocateDirect(64);
        System.out.println("direct: " + d.isDirect() + " capacity " + d.capacity() + " zeroed " + (d.get(10) == 0));
        d.putInt(0x01020304).putLong(-2L).putShort((short) 7).putChar('x').putFloat(1.5f).putDouble(-0.25).put((byte) -1);
        d.flip();
        System.out.println(d.getInt() + " " + d.getLong() + " " + d.getShort() + " " + d.getChar() + " "
                + d.getFloat() + " " + d.getDouble() + " " + d.get());
        d.clear();
        d.order(ByteOrder.LITTLE_ENDIAN).putInt(0, 0x01020304);
        System.out.println("little endian bytes: " + d.get(0) + " " + d.get(3));
        d.order(ByteOrder.BIG_ENDIAN);
        System.out.println("read big endian: " + Integer.toHexString(d.getInt(0)));
        IntBuffer ints = d.asIntBuffer();
        ints.put(1, 99);
        System.out.println("int view: " + ints.get(1) + " " + d.getInt(4));
        ByteBuffer heap = ByteBuffer.wrap("hello direct".getBytes());
        ByteBuffer d2 = ByteBuffer.allocateDirect(heap.remaining());
        d2.put(heap).flip();
        byte[] back = new byte[d2.remaining()];
        d2.duplicate().get(back);
        System.out.println("copied: " + new String(back));
        ByteBuffer slice = d2.slice(6, 6);
        System.out.println("slice: " + (char) slice.get(0) + " equal " + slice.equals(ByteBuffer.wrap("direct".getBytes())));
        d2.position(6);
        d2.compact();
        System.out.println("compact: " + (char) d2.get(0) + " position " + d2.position());
        CRC32 crc = new CRC32();
        ByteBuffer src = ByteBuffer.allocateDirect(5);
        src.put("hello".getBytes()).flip();
        crc.update(src);
        System.out.println("crc32 direct: " + crc.getValue());
        LongBuffer longs = ByteBuffer.allocateDirect(32).asLongBuffer();
        for (int i = 0; i < 4; i++) {
            longs.put(i, (long) i * i * 1_000_000_007L);
        }
        System.out.println("longs: " + longs.get(3));
    }
}
