// The error is only on a path without abstraction choices, so
// `--choose-free` finds it and it is real; the other branch's
// `balance - 1` on a POS balance is ZERO or POS, an abstraction choice,
// where choose-free search cuts the path.
// check: --abstract ChooseFreeError.balance=signs --choose-free => assertion choose_free cut_points states=all:2,none:2
// check: --abstract ChooseFreeError.balance=signs => assertion choose_free states=all:5,none:5
import wayfinder.Verify;

public class ChooseFreeError {
    static int balance;

    public static void main(String[] args) {
        balance = 3;
        boolean refund = Verify.getBoolean();
        if (!refund) {
            balance = balance - 1;
            assert balance >= 0 : "balance is negative after a withdrawal";
        } else {
            balance = -balance;
            assert balance >= 0 : "balance is negative after a refund";
        }
    }
}
