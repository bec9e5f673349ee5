// ltl: [] ({VerifyChoiceRange.level >= 0} && {VerifyChoiceRange.level < 3}) && <> {VerifyChoiceRange.level == 2}
// expect: violated-stutter
// states: all=12 no-por=12 no-symmetry=12 none=12 ndfs=12
// about: the level is a Verify choice in 0..2: it stays in range, but the runs that pick 0 or 1 never reach level 2; the counterexample names the choice
import gov.nasa.jpf.vm.Verify;

public class VerifyChoiceRange {
    static int level;

    public static void main(String[] args) {
        int v = Verify.getInt(0, 2);
        level = v;
    }
}
