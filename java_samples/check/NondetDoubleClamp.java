// expect: assertion
// states: all=3 no-por=3 no-symmetry=3 none=3
// about: clamp(x) to [0, 100] with `x < 0` and `x > 100` tests lets NaN through: the assertion fails for x = NaN from Verifier.nondetDouble()
import org.sosy_lab.sv_benchmarks.Verifier;

public class NondetDoubleClamp {
    static double clamp(double x) {
        if (x < 0) {
            return 0;
        }
        if (x > 100.0) {
            return 100.0;
        }
        return x;
    }

    public static void main(String[] args) {
        double c = clamp(Verifier.nondetDouble());
        assert c >= 0 && c <= 100.0 : "clamped to " + c;
    }
}
