// StrictMath is specified to return fdlibm's results bit for bit (the
// host's libm is often correctly rounded instead, and then differs in the
// last bit: cosh(1) is 1.543080634815244 under fdlibm). Every function at
// a spread of arguments, printed in full and as raw bits; special values.
public class StrictMathBits {
    interface F1 { double f(double x); }
    interface F2 { double f(double x, double y); }

    // NaN's payload is not specified (JDK 17 and 25 differ): not printed.
    static String bits(double r) {
        return Double.isNaN(r) ? "nan" : Long.toHexString(Double.doubleToRawLongBits(r));
    }

    static void show(String name, F1 f, double... xs) {
        StringBuilder sb = new StringBuilder(name);
        for (double x : xs) {
            double r = f.f(x);
            sb.append(' ').append(r).append('/').append(bits(r));
        }
        System.out.println(sb);
    }

    static void show2(String name, F2 f, double[][] xs) {
        StringBuilder sb = new StringBuilder(name);
        for (double[] p : xs) {
            double r = f.f(p[0], p[1]);
            sb.append(' ').append(r).append('/').append(bits(r));
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 1e-300, 1e-8, 0.1, 0.5, 0.7, 1.0, 1.5, 2.0, 3.0, Math.PI / 4, Math.E, 10.0, 22.5, 100.0, 709.5, 1e6, -0.3, -2.75};
        double[] special = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE};
        show("sin", StrictMath::sin, xs);
        show("cos", StrictMath::cos, xs);
        show("tan", StrictMath::tan, xs);
        show("asin", StrictMath::asin, 0.0, 0.1, 0.5, 0.7, 0.99, -0.3, 1.0, 1.5);
        show("acos", StrictMath::acos, 0.0, 0.1, 0.5, 0.7, 0.99, -0.3, 1.0, 1.5);
        show("atan", StrictMath::atan, xs);
        show("log", StrictMath::log, xs);
        show("log10", StrictMath::log10, xs);
        show("sqrt", StrictMath::sqrt, xs);
        show("sinh", StrictMath::sinh, xs);
        show("cosh", StrictMath::cosh, xs);
        show("tanh", StrictMath::tanh, xs);
        show("expm1", StrictMath::expm1, xs);
        show("log1p", StrictMath::log1p, xs);
        show("exp", StrictMath::exp, xs);
        show("cbrt", StrictMath::cbrt, xs);
        for (F1 f : new F1[]{StrictMath::sin, StrictMath::log, StrictMath::cosh, StrictMath::expm1, StrictMath::atan}) show("special", f, special);
        double[][] pairs = {{1, 1}, {1, -1}, {-1, -1}, {0.5, 2.5}, {3, 0}, {0, -0.0}, {-0.0, -1}, {1e-300, 1e300}, {7.25, 0.3}, {Double.NaN, 1}};
        show2("atan2", StrictMath::atan2, pairs);
        show2("IEEEremainder", StrictMath::IEEEremainder, new double[][]{{10, 3}, {11, 3}, {-10, 3}, {5.5, 1.5}, {1e300, 3.1}, {7, 0}, {Double.POSITIVE_INFINITY, 2}, {2, Double.POSITIVE_INFINITY}, {0.1, 0.03}});
        show2("pow", StrictMath::pow, new double[][]{{2, 0.5}, {1.0001, 10000}, {-8, 1.0 / 3}, {10, -2}, {0.5, 1075}, {Math.E, Math.PI}});
        show2("hypot", StrictMath::hypot, new double[][]{{3, 4}, {1e300, 1e300}, {0.1, 0.2}, {5, Double.NaN}});
        double acc = 0;
        for (int i = 1; i <= 2000; i++) {
            double x = i * 0.0137;
            acc += StrictMath.sin(x) * StrictMath.cosh(x / 100) + StrictMath.log1p(x) - StrictMath.atan(x) + StrictMath.tanh(x) * StrictMath.expm1(-x);
        }
        System.out.println("sum " + acc + " " + Long.toHexString(Double.doubleToRawLongBits(acc)));
    }
}
