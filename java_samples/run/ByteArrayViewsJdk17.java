// MethodHandles.byteArrayViewVarHandle's access modes beyond plain get
// and set as JDK 17 has them (JDK 22 removed them: this sample is for the
// JDK 17 class library only): volatile, opaque and acquire/release reads
// and writes, compareAndSet and getAndAdd on int and long views, an
// aligned index required for all of them (IllegalStateException), no
// atomic update modes for shorts and chars and no numeric ones for floats
// (UnsupportedOperationException).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

public class ByteArrayViewsJdk17 {
    static final VarHandle INT_BE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle SHORT_BE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    static final VarHandle FLOAT_BE = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.BIG_ENDIAN);

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        byte[] b = new byte[16];
        INT_BE.setVolatile(b, 4, 0x3fc00000);
        System.out.println(INT_BE.compareAndSet(b, 4, 0x3fc00000, 7) + " " + INT_BE.compareAndSet(b, 4, 0, 9) + " "
                + (int) INT_BE.getAndAdd(b, 4, 5) + " " + (int) INT_BE.getVolatile(b, 4) + " " + Arrays.toString(b));
        LONG_LE.setRelease(b, 8, -2L);
        System.out.println((long) LONG_LE.getAndBitwiseXor(b, 8, 0xffL) + " " + (long) LONG_LE.getAcquire(b, 8)
                + " " + (long) LONG_LE.getAndSet(b, 8, 1L) + " " + (long) LONG_LE.getOpaque(b, 8));
        System.out.println((float) FLOAT_BE.getAndSet(b, 0, 2.5f) + " " + FLOAT_BE.compareAndSet(b, 0, 2.5f, -1f)
                + " " + (float) FLOAT_BE.get(b, 0));
        SHORT_BE.setVolatile(b, 2, (short) 300);
        System.out.println((short) SHORT_BE.getVolatile(b, 2));
        attempt("misaligned volatile int", () -> INT_BE.getVolatile(b, 2));
        attempt("misaligned compareAndSet", () -> INT_BE.compareAndSet(b, 6, 0, 1));
        attempt("misaligned plain int", () -> INT_BE.get(b, 2));
        attempt("misaligned volatile short", () -> SHORT_BE.setVolatile(b, 1, (short) 1));
        attempt("out of bounds before alignment", () -> INT_BE.getVolatile(b, 14));
        attempt("getAndAdd on floats", () -> FLOAT_BE.getAndAdd(b, 0, 1.0f));
        attempt("compareAndSet on shorts", () -> SHORT_BE.compareAndSet(b, 0, (short) 0, (short) 1));
    }
}
