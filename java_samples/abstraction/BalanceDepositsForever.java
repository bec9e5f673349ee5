// A depositor adds 5 forever while main withdraws 5 whenever the balance
// allows: the concrete balance grows without bound (plain `check` never
// ends). Under range[0:5] (below 0, [0,5), 5 and up) the guard `balance >=
// 5` is decided on every abstract value, and `balance - 5` on "5 and up"
// is [0,5) or "5 and up" (an abstraction choice): never negative, so the
// assertion and `[] balance >= 0` are proved. `[]<> balance >= 5` is
// violated, by a real lasso without abstraction choices: without
// fairness main spins on the empty account and the depositor never runs;
// with weak fairness too, since the depositor is blocked on the lock
// whenever main holds it (weak fairness does not prevent starvation on a
// lock), so main alone looping is a weakly fair cycle.
// check: --abstract BalanceDepositsForever.balance=range[0:5] => no_violation states=all:45,none:106
// check: --ltl []{BalanceDepositsForever.balance>=0} --abstract BalanceDepositsForever.balance=range[0:5] => no_violation states=all:45,none:106
// check: --ltl []<>{BalanceDepositsForever.balance>=5} --abstract BalanceDepositsForever.balance=range[0:5] => ltl choose_free states=all:4,none:16
// check: --fair --ltl []<>{BalanceDepositsForever.balance>=5} --abstract BalanceDepositsForever.balance=range[0:5] => ltl choose_free states=all:18,none:40
public class BalanceDepositsForever {
    static int balance;
    static final Object lock = new Object();

    public static void main(String[] args) {
        Thread depositor = new Thread(() -> {
            while (true) {
                synchronized (lock) {
                    balance += 5;
                }
            }
        });
        depositor.setDaemon(true);
        depositor.start();
        while (true) {
            synchronized (lock) {
                if (balance >= 5) {
                    balance -= 5;
                }
                assert balance >= 0;
            }
        }
    }
}
