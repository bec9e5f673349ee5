public class FloatStrict {
    public static void main(String[] args) {
        double s = 0.1 + 0.2;
        assert s == 0.30000000000000004 : "sum " + s;
        float f = 16777216f + 1f;
        assert f == 16777216f : "float " + f;
        double big = 1e308 * 10 / 10;
        assert Double.isInfinite(big) : "extended exponent " + big;
        assert Math.sqrt(2) == 1.4142135623730951;
        System.out.println("ok");
    }
}
