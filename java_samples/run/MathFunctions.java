// java.lang.Math: sqrt, cbrt, pow, abs of MIN_VALUE, floor/ceil/round/rint,
// min/max with NaN and -0.0, exact arithmetic exceptions and their messages,
// floorDiv/floorMod, hypot, trigonometry/exp/log printed with %.6f, signum.
public class MathFunctions {
    static String f6(double d) {
        return String.format("%.6f", d);
    }

    public static void main(String[] args) {
        System.out.println("sqrt: " + Math.sqrt(2) + " " + Math.sqrt(144) + " " + Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " "
                + Math.sqrt(Double.POSITIVE_INFINITY) + " " + Math.sqrt(1e-300));
        System.out.println("cbrt: " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + f6(Math.cbrt(2)));
        System.out.println("pow: " + Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " "
                + Math.pow(10, 15) + " " + Math.pow(2, 0.5) + " " + Math.pow(-2, 3) + " " + Math.pow(Double.NaN, 0) + " "
                + Math.pow(1, Double.POSITIVE_INFINITY) + " " + Math.pow(0, -1) + " " + Math.pow(-0.0, -1) + " " + Math.pow(2, 1023)
                + " " + Math.pow(2, 1024));
        System.out.println("abs: " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-0.0) + " "
                + Math.abs(Float.NEGATIVE_INFINITY) + " " + Math.abs(-7) + " " + Math.absExact(-7));
        try {
            Math.absExact(Integer.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("absExact(MIN): " + e.getMessage());
        }
        double[] vals = {2.4, 2.5, 2.6, -2.4, -2.5, -2.6, 0.5, -0.5, 1.5, 3.5, -0.0, 1e16 + 1};
        for (double v : vals) {
            System.out.println("  " + v + ": floor " + Math.floor(v) + " ceil " + Math.ceil(v) + " round " + Math.round(v) + " rint "
                    + Math.rint(v));
        }
        System.out.println("min/max: " + Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(0.0, -0.0) + " "
                + Math.min(Double.NaN, 5) + " " + Math.max(5, Double.NaN) + " " + Math.min(-0.0f, 0.0f) + " "
                + Math.min(Integer.MIN_VALUE, -1) + " " + Math.max(1L, 2));
        String[] exact = {"addExact(int)", "addExact(long)", "subtractExact(int)", "multiplyExact(int)", "multiplyExact(long)",
                "incrementExact", "decrementExact(long)", "negateExact(int)", "toIntExact", "floorDiv(0)", "multiplyExact(long,int)"};
        for (String name : exact) {
            try {
                Object r;
                switch (name) {
                    case "addExact(int)": r = Math.addExact(Integer.MAX_VALUE, 1); break;
                    case "addExact(long)": r = Math.addExact(Long.MAX_VALUE, 1L); break;
                    case "subtractExact(int)": r = Math.subtractExact(Integer.MIN_VALUE, 1); break;
                    case "multiplyExact(int)": r = Math.multiplyExact(1 << 16, 1 << 16); break;
                    case "multiplyExact(long)": r = Math.multiplyExact(1L << 32, 1L << 32); break;
                    case "incrementExact": r = Math.incrementExact(Integer.MAX_VALUE); break;
                    case "decrementExact(long)": r = Math.decrementExact(Long.MIN_VALUE); break;
                    case "negateExact(int)": r = Math.negateExact(Integer.MIN_VALUE); break;
                    case "toIntExact": r = Math.toIntExact(Long.MAX_VALUE); break;
                    case "floorDiv(0)": r = Math.floorDiv(1, 0); break;
                    default: r = Math.multiplyExact(Long.MAX_VALUE, 2); break;
                }
                System.out.println(name + " = " + r);
            } catch (ArithmeticException e) {
                System.out.println(name + " -> ArithmeticException: " + e.getMessage());
            }
        }
        System.out.println("exact ok: " + Math.addExact(2, 3) + " " + Math.multiplyExact(-4L, 5L) + " " + Math.toIntExact(99L));
        for (int a : new int[] {-7, 7}) {
            for (int b : new int[] {-2, 2}) {
                System.out.print("floorDiv(" + a + "," + b + ")=" + Math.floorDiv(a, b) + " floorMod=" + Math.floorMod(a, b) + "; ");
            }
        }
        System.out.println();
        System.out.println("hypot(3,4) " + Math.hypot(3, 4) + " hypot(inf,NaN) " + Math.hypot(Double.POSITIVE_INFINITY, Double.NaN));
        System.out.println("trig: sin(pi/6)=" + f6(Math.sin(Math.PI / 6)) + " cos(pi/3)=" + f6(Math.cos(Math.PI / 3)) + " tan(pi/4)="
                + f6(Math.tan(Math.PI / 4)) + " asin(1)=" + f6(Math.asin(1)) + " acos(0)=" + f6(Math.acos(0)) + " atan(1)="
                + f6(Math.atan(1)) + " atan2(1,-1)=" + f6(Math.atan2(1, -1)) + " sin(0)=" + Math.sin(0.0) + " sin(-0.0)="
                + Math.sin(-0.0));
        System.out.println("exp/log: exp(1)=" + f6(Math.exp(1)) + " exp(0)=" + Math.exp(0) + " log(e)=" + f6(Math.log(Math.E))
                + " log(1)=" + Math.log(1) + " log(0)=" + Math.log(0) + " log(-1)=" + Math.log(-1) + " log10(1000)="
                + Math.log10(1000) + " log1p(1e-10)=" + String.format("%.6e", Math.log1p(1e-10)) + " expm1(1e-10)="
                + String.format("%.6e", Math.expm1(1e-10)));
        System.out.println("hyperbolic: sinh(1)=" + f6(Math.sinh(1)) + " cosh(1)=" + f6(Math.cosh(1)) + " tanh(100)=" + Math.tanh(100));
        System.out.println("degrees/radians: " + Math.toDegrees(Math.PI) + " " + f6(Math.toRadians(90)));
        System.out.println("signum: " + Math.signum(-3.5) + " " + Math.signum(0.0) + " " + Math.signum(-0.0) + " " + Math.signum(7f)
                + " " + Math.signum(Double.NaN));
        System.out.println("fma: " + Math.fma(2.0, 3.0, 1.0) + " " + Math.fma(0.1, 10, -1));
        System.out.println("constants: PI=" + Math.PI + " E=" + Math.E);
        System.out.println("StrictMath agrees on exact cases: " + (StrictMath.sqrt(2) == Math.sqrt(2)) + " "
                + (StrictMath.floor(-1.5) == Math.floor(-1.5)) + " " + StrictMath.abs(-3) + " " + StrictMath.max(1, 2));
        double x = 1.0;
        for (int i = 0; i < 20; i++) {
            x = x - (x * x - 2) / (2 * x);
        }
        System.out.println("newton sqrt(2) = " + x + " equals Math.sqrt(2): " + (x == Math.sqrt(2)));
        long isqrt = (long) Math.sqrt(Long.MAX_VALUE);
        System.out.println("isqrt(Long.MAX_VALUE) ~ " + isqrt + " square fits: " + (isqrt * isqrt > 0));
        double sum = 0;
        for (int k = 0; k < 1000; k++) {
            sum += (k % 2 == 0 ? 1.0 : -1.0) / (2 * k + 1);
        }
        System.out.println("Leibniz pi/4 partial sum: " + sum);
    }
}
