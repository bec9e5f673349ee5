// An abstract counterexample the concrete program follows: 1 - 3 is
// negative, as the abstract path's choice of NEG says.
// check: --abstract ConfirmedSigns.x=signs --abstract ConfirmedSigns.y=signs => assertion confirmed states=all:2,none:2
// check: => assertion states=all:1,none:1
public class ConfirmedSigns {
    static int x;
    static int y;

    public static void main(String[] args) {
        x = 1;
        y = 3;
        x = x - y;
        if (x < 0) {
            assert false : "x is negative";
        }
    }
}
