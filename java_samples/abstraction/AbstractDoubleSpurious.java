// Abstract `double` comparisons that need a choice: under `signs` a POS
// limit compared with 1.0 may be less, equal or greater. The abstract path
// where 2.5 is below 1.0 reaches the assertion; replayed concretely it
// does not: spurious (inconclusive: states were matched, see
// SpuriousDeadlock). Under bool(>= 1.0) the comparison is decided: no
// violation. Arithmetic on the abstract value
// is not modelled and ends the path (inconclusive).
// check: --abstract AbstractDoubleSpurious.limit=signs => inconclusive spurious=1 states=all:3,none:3
// check: --abstract AbstractDoubleSpurious.limit=bool(>=1.0) => no_violation states=all:3,none:3
// check: --abstract AbstractDoubleSpurious.limit=signs -- scale => inconclusive ended states=all:1,none:1
// check: => no_violation states=all:2,none:2
public class AbstractDoubleSpurious {
    static double limit = 2.5;

    public static void main(String[] args) {
        if (args.length > 0) {
            limit = limit * 2.0;
        }
        if (limit < 1.0) {
            assert false : "limit below 1";
        }
    }
}
