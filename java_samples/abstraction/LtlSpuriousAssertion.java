// An assertion that fails only on an abstract path, met by the LTL search:
// under `signs`, `x - 1` on POS is ZERO or POS (an abstraction choice);
// the ZERO branch fails `assert x > 0`, but the concrete x is 4 there. The
// step that resolves the choice must be marked as an abstraction choice in
// the trace (it was not: the failure was reported as a choose-free, real
// violation), so the failure is replayed on the concrete program, found
// spurious, and the LTL search, which stops at its first counterexample,
// is inconclusive. Without the abstraction, `<> done` holds.
// check: --ltl <>{LtlSpuriousAssertion.done} --abstract LtlSpuriousAssertion.x=signs => inconclusive spurious=1 states=all:2,none:2
// check: --ltl <>{LtlSpuriousAssertion.done} --abstract LtlSpuriousAssertion.x=signs --ltl-nested-dfs => inconclusive spurious=1 states=all:2,none:2
// check: --ltl <>{LtlSpuriousAssertion.done} --abstract LtlSpuriousAssertion.x=signs --choose-free => inconclusive cut_points states=all:1,none:1
// check: --abstract LtlSpuriousAssertion.x=signs => no_violation spurious=1 states=all:3,none:3
public class LtlSpuriousAssertion {
    static int x = 5;
    static boolean done;

    public static void main(String[] args) {
        x = x - 1;
        assert x > 0 : "x reached zero";
        done = true;
    }
}
