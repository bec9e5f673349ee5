// A hand-abstracted program in JPF's style (seed 001, section 3.3.2): the
// boolean `zero` stands for the predicate `count == 0`, and `count++` was
// abstracted to `if (zero) zero = false; else zero = Verify.randomBool();`
// (an increment may wrap around to zero). Full search finds the abstract
// violation; choose-free search cuts the path at the randomBool() call
// and is inconclusive.
// check: => assertion states=all:4,none:4
// check: --choose-free => inconclusive cut_points states=all:1,none:1
import gov.nasa.jpf.vm.Verify;

public class JpfPredicate {
    static boolean zero = true;

    static void increment() {
        if (zero) {
            zero = false;
        } else {
            zero = Verify.randomBool();
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            increment();
        }
        assert !zero : "count is zero after three increments";
    }
}
