// expect: no_violation
// states: all=3 no-por=3 no-symmetry=3 none=3
// about: x = Verify.getInt(0, 5); 60 is divisible by each of 1..6, so the assertion holds for every choice
import wayfinder.Verify;

public class VerifyAllValuesOk {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 5);
        int divisor = x + 1;
        assert 60 % divisor == 0 : "60 not divisible by " + divisor;
        System.out.println("60 / " + divisor + " = " + 60 / divisor);
    }
}
