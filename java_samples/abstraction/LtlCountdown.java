// An abstract LTL counterexample the concrete program confirms: under
// `signs`, `left - 1` on a POS `left` is ZERO or POS (an abstraction
// choice); the lasso found takes ZERO, and the run ends without `left`
// ever being negative, so `<> left < 0` fails. Replayed concretely (1, 0)
// the run ends the same way: confirmed. `[] left >= 0` holds. Started at
// 3 (argument `3`), the abstract path that ends after one decrement is not
// the concrete one, which needs three: spurious; the search goes on, meets
// a second spurious lasso and ends without a real one (the end after
// three decrements is the same abstract state as after one, searched
// once): inconclusive.
// check: --ltl <>{LtlCountdown.left<0} --abstract LtlCountdown.left=signs => ltl confirmed states=all:5,none:5
// check: --ltl []{LtlCountdown.left>=0} --abstract LtlCountdown.left=signs => no_violation states=all:6,none:6
// check: --ltl []{LtlCountdown.left>=0} --abstract LtlCountdown.left=signs --choose-free => inconclusive cut_points states=all:2,none:2
// check: --ltl <>{LtlCountdown.left<0} --abstract LtlCountdown.left=signs -- 3 => inconclusive spurious=2 states=all:6,none:6
public class LtlCountdown {
    static int left;

    public static void main(String[] args) {
        left = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        while (left > 0) {
            left--;
        }
    }
}
