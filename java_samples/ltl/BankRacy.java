// ltl: [] ({BankRacy.open} -> ({BankRacy.a.balance + BankRacy.b.balance == 10} || {BankRacy.moving}))
// expect: violated
// states: all=41 no-por=103 no-symmetry=41 none=103 ndfs=52
// about: as BankInvariant, but the flag is lowered before the deposit: a state where the money is in flight and unflagged is reachable
public class BankRacy {
    static class Account {
        int balance;
    }

    static final Account a = new Account();
    static final Account b = new Account();
    static boolean moving;
    static volatile boolean open;

    static void transfer(Account from, Account to) {
        synchronized (BankRacy.class) {
            if (from.balance > 0) {
                moving = true;
                from.balance--;
                moving = false;
                to.balance++;
            }
        }
    }

    public static void main(String[] args) {
        a.balance = 6;
        b.balance = 4;
        open = true;
        Thread t = new Thread(() -> {
            while (true) {
                transfer(a, b);
            }
        });
        t.setDaemon(true);
        t.start();
        while (true) {
            transfer(b, a);
        }
    }
}
