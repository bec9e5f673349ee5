// A `double` field under `signs` (NEG, ZERO, POS and NaN): the sensor's
// reading is one of -1.5, 0.0, 2.5 and NaN (a Verify input). Comparisons
// with 0.0 are decided on every sign, NaN included (every comparison with
// NaN is false), so the only failure, on a NaN reading, is found on a path
// without abstraction choices: a real error. LTL propositions compare the
// abstract reading the same way: `<> reading < 0` is decided on every sign
// and fails on a real path (the 0.0 input); `reading < 3` is undecided on
// POS, and the lasso found there is spurious on the concrete program: the
// search goes on past it and meets the NaN reading's assertion failure, a
// real error (it stopped, inconclusive, at the spurious lasso before).
// check: --abstract AbstractDoubleSigns.reading=signs => assertion choose_free states=all:5,none:5
// check: => assertion states=all:5,none:5
// check: --ltl <>{AbstractDoubleSigns.reading<0} --abstract AbstractDoubleSigns.reading=signs => ltl choose_free states=all:6,none:6
// check: --ltl []{AbstractDoubleSigns.reading<3} --abstract AbstractDoubleSigns.reading=signs => assertion choose_free spurious=1 states=all:10,none:10
import wayfinder.Verify;

public class AbstractDoubleSigns {
    static double reading;
    static int mode;

    public static void main(String[] args) {
        double[] samples = {-1.5, 0.0, 2.5, Double.NaN};
        reading = samples[Verify.getInt(0, 3)];
        if (reading < 0.0) {
            mode = -1;
        } else if (reading > 0.0) {
            mode = 1;
        } else if (reading == 0.0) {
            mode = 0;
        } else {
            assert false : "a NaN reading is not handled";
        }
    }
}
