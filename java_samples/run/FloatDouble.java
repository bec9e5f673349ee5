// float/double arithmetic: NaN, signed zero, infinities, comparisons, floating %,
// float vs double precision, Math.min/max corner cases, Double.compare and equals.
public class FloatDouble {
    public static void main(String[] args) {
        double nan = Double.NaN;
        double pz = 0.0, nz = -0.0;
        double inf = Double.POSITIVE_INFINITY;
        System.out.println("0.1+0.2 = " + (0.1 + 0.2));
        System.out.println("0.1f+0.2f = " + (0.1f + 0.2f));
        System.out.println("1.0/0 = " + (1.0 / 0) + ", -1.0/0 = " + (-1.0 / 0) + ", 0.0/0 = " + (0.0 / 0));
        System.out.println("1/-0.0 = " + (1 / nz) + ", -0.0 == 0.0: " + (nz == pz));
        System.out.println("-0.0 printed: " + nz + ", 0.0 * -1 = " + (0.0 * -1) + ", -0.0 + 0.0 = " + (nz + pz));
        System.out.println("NaN == NaN: " + (nan == nan) + ", NaN != NaN: " + (nan != nan) + ", NaN < 1: " + (nan < 1)
                + ", NaN > 1: " + (nan > 1) + ", !(NaN >= 1): " + !(nan >= 1));
        System.out.println("inf - inf = " + (inf - inf) + ", inf * 0 = " + (inf * 0) + ", inf + 1 = " + (inf + 1)
                + ", -inf = " + (-inf) + ", 1/inf = " + (1 / inf) + ", -1/inf = " + (-1 / inf));
        System.out.println("Double.compare(0.0,-0.0) = " + Double.compare(0.0, -0.0)
                + ", compare(NaN, inf) = " + Double.compare(nan, inf)
                + ", Double.valueOf(NaN).equals(NaN) = " + Double.valueOf(nan).equals(nan)
                + ", Double.valueOf(0.0).equals(-0.0) = " + Double.valueOf(0.0).equals(-0.0));
        System.out.println("isNaN " + Double.isNaN(0.0 / 0) + " isInfinite " + Double.isInfinite(-1 / 0.0)
                + " isFinite " + Double.isFinite(Double.MAX_VALUE));
        System.out.println("min(-0.0,0.0) = " + Math.min(-0.0, 0.0) + ", max(-0.0,0.0) = " + Math.max(-0.0, 0.0)
                + ", min(NaN,1) = " + Math.min(nan, 1) + ", max(1,NaN) = " + Math.max(1.0, nan)
                + ", minf = " + Math.min(-0.0f, 0.0f) + ", maxf NaN = " + Math.max(Float.NaN, 2f));
        System.out.println("fp remainder: 5.5 % 2 = " + (5.5 % 2) + ", -5.5 % 2 = " + (-5.5 % 2) + ", 5.5 % -2 = "
                + (5.5 % -2) + ", 1 % 0.0 = " + (1 % 0.0) + ", inf % 2 = " + (inf % 2) + ", 2 % inf = " + (2 % inf)
                + ", -0.0 % 1 = " + (-0.0 % 1) + ", IEEEremainder(5.5,2) = " + Math.IEEEremainder(5.5, 2));
        float f = 16777216f;
        System.out.println("float 2^24 + 1 = " + (f + 1) + ", as double = " + ((double) f + 1));
        float third = 1f / 3;
        double dthird = 1.0 / 3;
        System.out.println("1/3 float = " + third + ", double = " + dthird + ", widened float = " + (double) third);
        double acc = 0;
        for (int i = 0; i < 10; i++) {
            acc += 0.1;
        }
        System.out.println("ten times 0.1 = " + acc + ", == 1.0: " + (acc == 1.0));
        float facc = 0;
        for (int i = 0; i < 10; i++) {
            facc += 0.1f;
        }
        System.out.println("ten times 0.1f = " + facc);
        double big = 1e308;
        System.out.println("1e308*10 = " + (big * 10) + ", -1e308*10 = " + (-big * 10)
                + ", MIN_VALUE/2 = " + (Double.MIN_VALUE / 2) + ", MIN_VALUE*0.5 neg = " + (-Double.MIN_VALUE * 0.5));
        System.out.println("float overflow: " + (Float.MAX_VALUE * 2) + ", underflow: " + (Float.MIN_VALUE / 2));
        double[] ds = {1.5, 2.5, -1.5, -2.5, 0.49999999999999994, 1e20, -0.0, nan};
        for (double d : ds) {
            System.out.println("  " + d + ": floor " + Math.floor(d) + " ceil " + Math.ceil(d) + " rint " + Math.rint(d)
                    + " round " + Math.round(d) + " roundf " + Math.round((float) d) + " signum " + Math.signum(d)
                    + " abs " + Math.abs(d));
        }
        System.out.println("ulp(1.0) = " + Math.ulp(1.0) + ", nextUp(1.0) = " + Math.nextUp(1.0)
                + ", nextDown(1.0f) = " + Math.nextDown(1.0f) + ", copySign(3,-0.0) = " + Math.copySign(3.0, -0.0));
        System.out.println("getExponent(1024.0) = " + Math.getExponent(1024.0) + ", scalb(1.5, 4) = " + Math.scalb(1.5, 4));
        System.out.println("bits: " + Long.toHexString(Double.doubleToLongBits(-0.0)) + " "
                + Long.toHexString(Double.doubleToLongBits(nan)) + " " + Integer.toHexString(Float.floatToIntBits(1.0f))
                + " " + Double.longBitsToDouble(0x4009_21FB_5444_2D18L) + " " + Float.intBitsToFloat(0x3fc00000));
        System.out.println("compound: ");
        double d = 10;
        d /= 4;
        d *= -3;
        d -= 0.5;
        d %= 4;
        System.out.println("  d = " + d);
        float g = 3;
        g /= 0;
        System.out.println("  g/=0 = " + g);
        int n = 7;
        n /= 2.0;
        System.out.println("  int n /= 2.0 -> " + n);
        System.out.println("mixed: 7/2 = " + (7 / 2) + ", 7/2.0 = " + (7 / 2.0) + ", 7/2f = " + (7 / 2f)
                + ", 'a'/2.0 = " + ('a' / 2.0) + ", 1e0 + 1L = " + (1e0 + 1L));
        System.out.println("sums: " + Double.sum(0.1, 0.2) + " " + Float.sum(0.1f, 0.2f) + " " + Double.max(-0.0, 0.0));
        System.out.println("Float.compare(NaN, NaN) = " + Float.compare(Float.NaN, Float.NaN)
                + ", Float.MIN_NORMAL = " + Float.MIN_NORMAL + ", Double.MIN_NORMAL = " + Double.MIN_NORMAL);
    }
}
