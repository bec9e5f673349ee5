// A sequential program that takes 2 three times from a balance of 10 and
// asserts the balance is still positive (it is 4). Under signs, POS - 2 is
// any sign, so abstract paths end with a NEG or ZERO balance and the
// assertion failing: each is replayed on the concrete program, which takes
// the other branch at the assertion, and listed as spurious. No state was
// matched (every abstract path was judged on its own), so the search is
// complete and "no violation" is true. Under range[0:5:11] POS values meet
// at [5,11) and [0,5), states are matched, and the same spurious
// counterexamples leave the search inconclusive: never a violation.
// check: --abstract BalanceSpuriousSigns.balance=signs => no_violation spurious=6 states=all:5,none:5
// check: --abstract BalanceSpuriousSigns.balance=range[0:5:11] => inconclusive spurious=3 states=all:9,none:9
public class BalanceSpuriousSigns {
    static int balance;

    public static void main(String[] args) {
        balance = 10;
        for (int i = 0; i < 3; i++) {
            balance -= 2;
        }
        assert balance > 0;
    }
}
