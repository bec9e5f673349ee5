// Primitive conversions: saturating d2i/d2l/f2i/f2l, NaN to 0, i2f/l2f/l2d
// precision loss, narrowing chains, char conversions.
// (Floats whose Float.toString changed in JDK 19 are printed widened to double.)
public class Conversions {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.9, -0.9, 1.5, -1.5, 2147483647.9, 2147483648.0, -2147483649.0, 1e10, -1e10,
                9.223372036854776E18, -9.3e18, 1e300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.MIN_VALUE, 65535.99, 65536.5, -1.0};
        for (double d : ds) {
            System.out.println("d=" + d + " -> int " + (int) d + " long " + (long) d + " float(as double) " + (double) (float) d + " char "
                    + (int) (char) d + " short " + (short) d + " byte " + (byte) d);
        }
        float[] fs = {0.5f, -0.5f, 3.4e38f, -3.4e38f, 2.1474836E9f, 9.223372E18f, Float.NaN, Float.NEGATIVE_INFINITY,
                1.17549435E-38f, 123456.789f};
        for (float f : fs) {
            System.out.println("f=" + (double) f + " -> int " + (int) f + " long " + (long) f + " double " + (double) f);
        }
        int[] is = {16777217, 16777216, 2147483647, -2147483648, 123456789, 33554435};
        for (int i : is) {
            float f = i;
            double d = i;
            System.out.println("i=" + i + " -> float(as double) " + (double) f + " back " + (int) f + " double " + d);
        }
        long[] ls = {9007199254740993L, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 53, (1L << 53) + 1, -1L,
                1234567890123457L};
        for (long l : ls) {
            System.out.println("l=" + l + " -> double " + (double) l + " float(as double) " + (double) (float) l + " back "
                    + (long) (double) l + " int " + (int) l);
        }
        char c = 'A';
        int ci = c;
        char back = (char) (ci + 25);
        System.out.println("char A=" + ci + " A+25=" + back + " (char)-1=" + (int) (char) -1 + " (char)65601="
                + (char) 65601);
        byte b = (byte) 200;
        char fromByte = (char) b;
        System.out.println("byte 200=" + b + " as char code " + (int) fromByte + " & 0xFF = " + (b & 0xFF));
        short s = (short) 0xFFFF;
        System.out.println("short 0xFFFF=" + s + " (char)s=" + (int) (char) s + " (int)(char)(byte)-1="
                + (int) (char) (byte) -1);
        System.out.println("(byte)(char)300=" + (byte) (char) 300 + " (short)(char)40000=" + (short) (char) 40000);
        long huge = (long) 1e19;
        int fromHuge = (int) 1e19;
        System.out.println("(long)1e19=" + huge + " (int)1e19=" + fromHuge + " (int)(long)1e19=" + (int) (long) 1e19);
        System.out.println("float to double exact: " + (double) 0.1f + " " + (double) 1.1f + " " + (float) 0.1);
        System.out.println("implicit widening in ternary: " + (true ? 1 : 2.0) + " " + (false ? 'a' : 98) + " "
                + (true ? 'a' : 0) + " " + (true ? (Integer) 5 : (Double) 1.0));
        Integer boxed = 42;
        long widened = boxed;
        double dw = boxed;
        System.out.println("unbox+widen: " + widened + " " + dw);
        System.out.println("Math.round extremes: " + Math.round(1e19) + " " + Math.round(-1e19) + " "
                + Math.round(Float.NaN) + " " + Math.round(2.5f) + " " + Math.round(-2.5f) + " " + Math.round(-0.5));
        System.out.println("Double.intValue etc: " + Double.valueOf(3.99).intValue() + " "
                + Double.valueOf(-3.99).longValue() + " " + Integer.valueOf(300).byteValue() + " "
                + Long.valueOf(70000).shortValue() + " " + Float.valueOf(1e10f).intValue());
    }
}
