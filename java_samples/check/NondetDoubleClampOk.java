// expect: inconclusive
// states: all=3 no-por=3 no-symmetry=3 none=3
// about: NondetDoubleClamp with `!(x >= 0)` catching NaN: no violation for any double tried, but doubles come from a bounded set, so the search cannot claim all inputs
import org.sosy_lab.sv_benchmarks.Verifier;

public class NondetDoubleClampOk {
    static double clamp(double x) {
        if (!(x >= 0)) {
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
