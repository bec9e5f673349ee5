// An abstract counterexample the concrete program does not follow: under
// `signs`, POS - POS may be NEG, so the abstract search reaches the
// assertion; replayed concretely, 1 - 1 is 0 and the branch is not taken.
// With exact values there is no violation.
// check: --abstract SpuriousSigns.x=signs --abstract SpuriousSigns.y=signs => no_violation spurious=1 states=all:4,none:4
// check: --abstract SpuriousSigns.x=signs --abstract SpuriousSigns.y=signs --max-spurious 1 => inconclusive spurious=1 states=all:2,none:2
// check: => no_violation states=all:2,none:2
public class SpuriousSigns {
    static int x;
    static int y;

    public static void main(String[] args) {
        x = 1;
        y = 1;
        x = x - y;
        if (x < 0) {
            assert false : "x is negative";
        }
    }
}
