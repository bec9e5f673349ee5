// A proposition the abstraction cannot decide: `count < 100` on a POS
// count under `signs`. The product reads it both ways there, so the
// abstract search finds a lasso where it is false; replayed on the
// concrete program (count ends at 3) the formula holds: spurious; the
// search goes on past it, finds no real one and is inconclusive. `range[0:100]` decides it on every abstract
// value, but `count + 1` on [0,100) may be 100 and up (an abstraction
// choice): that lasso is spurious too. `[] count >= 0` is decided on every
// sign and holds.
// check: --ltl []{LtlUndecided.count<100} --abstract LtlUndecided.count=signs => inconclusive spurious=1 states=all:8,none:8
// check: --ltl []{LtlUndecided.count<100} --abstract LtlUndecided.count=range[0:100] => inconclusive spurious=1 states=all:17,none:17
// check: --ltl []{LtlUndecided.count>=0} --abstract LtlUndecided.count=signs => no_violation states=all:5,none:5
public class LtlUndecided {
    static int count;

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            count++;
        }
    }
}
