// MethodHandles.byteArrayViewVarHandle: a byte[] read and written as
// shorts, chars, ints, longs, floats and doubles at a byte index, in both
// byte orders, with plain get and set (all JDK 25 still has); the bounds
// check (against the length less the element size less one); the view
// types refused. JDK 25's DataInputStream and DataOutputStream read and
// write numbers through such views.
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

public class ByteArrayViews {
    static final VarHandle INT_BE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    static final VarHandle SHORT_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle CHAR_BE = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.BIG_ENDIAN);
    static final VarHandle FLOAT_BE = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.BIG_ENDIAN);
    static final VarHandle DOUBLE_LE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] b = new byte[16];
        INT_BE.set(b, 0, 0x01020304);
        INT_LE.set(b, 4, 0x01020304);
        System.out.println(Arrays.toString(b));
        System.out.println(Integer.toHexString((int) INT_BE.get(b, 4)) + " " + Integer.toHexString((int) INT_LE.get(b, 0))
                + " " + Integer.toHexString((int) INT_BE.get(b, 1)));
        LONG_BE.set(b, 8, 0x1122334455667788L);
        System.out.println(Long.toHexString((long) LONG_BE.get(b, 8)) + " " + Long.toHexString((long) LONG_BE.get(b, 5)));
        SHORT_LE.set(b, 1, (short) -2);
        CHAR_BE.set(b, 3, '\uABCD');
        System.out.println((short) SHORT_LE.get(b, 1) + " " + (int) (char) CHAR_BE.get(b, 3) + " " + Arrays.toString(b));
        FLOAT_BE.set(b, 0, 1.5f);
        DOUBLE_LE.set(b, 8, -0.1);
        System.out.println((float) FLOAT_BE.get(b, 0) + " " + (double) DOUBLE_LE.get(b, 8) + " " + Arrays.toString(b));
        FLOAT_BE.set(b, 3, Float.NaN);
        System.out.println(Integer.toHexString((int) INT_BE.get(b, 3)) + " " + Float.isNaN((float) FLOAT_BE.get(b, 3)));
        attempt("int at 13 of 16", () -> INT_BE.get(b, 13));
        attempt("int at 12 of 16", () -> INT_BE.get(b, 12));
        attempt("int at -1", () -> INT_BE.set(b, -1, 5));
        attempt("long at 9", () -> LONG_BE.get(b, 9));
        attempt("null array", () -> INT_BE.get((byte[]) null, 0));
        attempt("byte[] view", () -> MethodHandles.byteArrayViewVarHandle(byte[].class, ByteOrder.BIG_ENDIAN));
        attempt("boolean[] view", () -> MethodHandles.byteArrayViewVarHandle(boolean[].class, ByteOrder.BIG_ENDIAN));
        attempt("not an array", () -> MethodHandles.byteArrayViewVarHandle(String.class, ByteOrder.BIG_ENDIAN));
        attempt("no byte order", () -> MethodHandles.byteArrayViewVarHandle(int[].class, null));
        System.out.println(INT_LE.varType() + " " + INT_LE.coordinateTypes() + " " + INT_LE);

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bos)) {
            out.writeInt(-123456789);
            out.writeLong(Long.MIN_VALUE + 7);
            out.writeShort(-2);
            out.writeChar('Z');
            out.writeFloat(3.25f);
            out.writeDouble(-1e300);
        }
        byte[] data = bos.toByteArray();
        System.out.println(data.length + " " + Arrays.toString(Arrays.copyOf(data, 12)));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        System.out.println(in.readInt() + " " + in.readLong() + " " + in.readShort() + " " + in.readChar() + " "
                + in.readFloat() + " " + in.readDouble());
    }
}
