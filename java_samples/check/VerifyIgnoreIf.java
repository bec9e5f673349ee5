// expect: no_violation
// states: all=3 no-por=3 no-symmetry=3 none=3
// about: x = Verify.getInt(0, 5) but Verify.ignoreIf(x == 4) prunes the only choice on which 24 % (x + 1) != 0
import wayfinder.Verify;

public class VerifyIgnoreIf {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 5);
        Verify.ignoreIf(x == 4);
        int divisor = x + 1;
        assert 24 % divisor == 0 : "24 not divisible by " + divisor;
        System.out.println("24 / " + divisor + " = " + 24 / divisor);
    }
}
