// A `double` field under `signs` (NEG, ZERO, POS and NaN): the sensor's
// reading is one of -1.5, 0.0, 2.5 and NaN (a Verify input). Comparisons
// with 0.0 are decided on every sign, NaN included (every comparison with
// NaN is false), so the only failure, on a NaN reading, is found on a path
// without abstraction choices: a real error.
// check: --abstract AbstractDoubleSigns.reading=signs => assertion choose_free states=all:5,none:5
// check: => assertion states=all:5,none:5
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
