// A real assertion failure met by the LTL search on an abstracted program:
// under `signs`, `x - 5` on POS is NEG, ZERO or POS, and on ZERO the
// assertion fails, as it does concretely (x is 0). The writes of `phase`,
// which the proposition reads, end transitions under --ltl (main runs
// alone there), so the concrete replay that confirms the failure must cut
// the schedule the same way: it booted without the property's visible
// operations, could not follow the schedule, and called the failure
// spurious (inconclusive). Now it is confirmed, as without --ltl.
// check: --ltl []{LtlConfirmedAssertion.phase>=0} --abstract LtlConfirmedAssertion.x=signs => assertion confirmed states=all:19,none:41
// check: --ltl []{LtlConfirmedAssertion.phase>=0} --abstract LtlConfirmedAssertion.x=signs --ltl-nested-dfs => assertion confirmed states=all:19,none:41
// check: --abstract LtlConfirmedAssertion.x=signs => assertion confirmed states=all:11,none:38
public class LtlConfirmedAssertion {
    static int x = 5;
    static int phase;
    static volatile int other;

    public static void main(String[] args) throws Exception {
        phase = 1;
        x = x - 5;
        phase = 2;
        Thread t = new Thread(() -> {
            other = 1;
        });
        t.start();
        phase = 3;
        assert x != 0 : "x is zero";
        t.join();
    }
}
