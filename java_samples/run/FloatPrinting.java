// Float.toString / Double.toString formatting: switch between plain and
// scientific notation, shortest round-trip digits, special values.
// Only values whose text is identical before and after the JDK 19 rewrite of
// Float/Double.toString are printed (JDK 17 sometimes printed extra digits).
public class FloatPrinting {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0, 1234567.0,
                9999999.0, 1.0E7, 10000000.5, 1.0E10, 1.0E-3, 0.001, 1.0E-4, 1.0E-5, 123.456, 1e21, 1e22, 1e100,
                1.0E-300, Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL, Math.PI, Math.E, 4.35, 0.07,
                100.0 / 7, 1e15 + 0.3, 12345678.9, -9.87654321E-7, Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, 3.0e-44, 5e-324 * 3, 0.1 * 3, 1.1 * 1.1, 2.675, 1.005};
        for (double d : ds) {
            System.out.println("double " + d + " | valueOf " + String.valueOf(d) + " | sb " + new StringBuilder().append(d));
        }
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, 0.2f, 0.1f + 0.2f, 1.0f / 3, 100.0f, 1234567.0f, 1.0E7f, 1.0E10f,
                1.0E-3f, 1.0E-5f, 3.4028235E38f, Float.MIN_VALUE, (float) Math.PI, 16777216f,
                16777217f, 0.3f, 33.333f, 1e-10f, Float.NaN, Float.NEGATIVE_INFINITY, 9.999999E-4f, 123.456f};
        for (float f : fs) {
            System.out.println("float " + f + " | " + Float.toString(f) + " | as double " + (double) f);
        }
        System.out.println("parse round trips:");
        String[] strs = {"1e10", "1E-5", "0.1", "-0", "+3.5", "1_0".replace("_", ""), "0x1p4", "0x1.8p-1", "Infinity",
                "-Infinity", "NaN", "  42.0  ", "1e400", "1e-400", "4.9e-324", "2.2250738585072014E-308", "123456789e3",
                "0.000001", "1.5f", "2d"};
        for (String s : strs) {
            double d = Double.parseDouble(s);
            float f = Float.parseFloat(s);
            System.out.println("  \"" + s + "\" -> " + d + " / " + (double) f);
        }
        for (String bad : new String[] {"abc", "", "1e", "--1", "0x", "1.2.3"}) {
            try {
                System.out.println(Double.parseDouble(bad));
            } catch (NumberFormatException e) {
                System.out.println("  NFE for \"" + bad + "\": " + e.getMessage());
            }
        }
        System.out.println("hex strings: " + Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " "
                + Double.toHexString(Double.MIN_VALUE) + " " + Float.toHexString(0.5f) + " " + Double.toHexString(0.0));
        System.out.println("concat chain: " + 1.0f + 2.0 + 3 + 'x' + (1.0f + 2.0 + 3));
    }
}
