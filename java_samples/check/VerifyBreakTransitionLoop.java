// expect: no_violation
// states: all=5 no-por=5 no-symmetry=5 none=5
// about: a single thread that loops forever without a scheduling point ends only by state matching: Verify.breakTransition ends the transition each round, so after four rounds the state repeats and the search ends; the assertion after the loop is unreachable
import gov.nasa.jpf.vm.Verify;

public class VerifyBreakTransitionLoop {
    public static void main(String[] args) {
        int x = 0;
        while (x != 4) {
            x = x + 1;
            if (x > 3) {
                x = 0;
            }
            Verify.breakTransition("round");
        }
        assert false : "unreachable: x cycles through 1, 2, 3, 0";
    }
}
