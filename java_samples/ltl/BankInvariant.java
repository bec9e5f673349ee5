// ltl: [] ({BankInvariant.open} -> ({BankInvariant.a.balance + BankInvariant.b.balance == 10} || {BankInvariant.moving}))
// expect: holds
// states: all=237 no-por=911 no-symmetry=237 none=911 ndfs=237
// about: two tellers move money between two accounts forever under one lock, flagging the transfer while it is half done; nested fields and arithmetic in a proposition
public class BankInvariant {
    static class Account {
        int balance;
    }

    static final Account a = new Account();
    static final Account b = new Account();
    static boolean moving;
    static volatile boolean open;

    static void transfer(Account from, Account to) {
        synchronized (BankInvariant.class) {
            if (from.balance > 0) {
                moving = true;
                from.balance--;
                to.balance++;
                moving = false;
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
