// expect: assertion
// states: all=5 no-por=5 no-symmetry=5 none=5
// about: two boolean choices (getBoolean, randomBool) give four paths; only a == true, b == false reaches the failing assert
import wayfinder.Verify;

public class VerifyBooleanBranches {
    static int fee(boolean member, boolean coupon) {
        int fee = 10;
        if (member) fee -= 4;
        if (coupon) fee -= 3;
        if (member && !coupon) fee -= 7;   // BUG: discount applied twice
        return fee;
    }

    public static void main(String[] args) {
        boolean a = Verify.getBoolean();
        boolean b = Verify.randomBool();
        int f = fee(a, b);
        assert f >= 0 : "negative fee " + f;
        System.out.println("fee " + f);
    }
}
