// expect: assertion
// states: all=3 no-por=3 no-symmetry=3 none=3
// about: x = Verify.getInt(0, 5); 24 is divisible by x + 1 for every choice except x == 4 (24 % 5 != 0), so exactly one value fails
import wayfinder.Verify;

public class VerifyOneBadValue {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 5);
        int divisor = x + 1;
        assert 24 % divisor == 0 : "24 not divisible by " + divisor;
        System.out.println("24 / " + divisor + " = " + 24 / divisor);
    }
}
