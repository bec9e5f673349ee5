// expect-races: MixedLocks$Account.balance
// expect-lock-order: none
// about: one thread updates the balance under the account's monitor, the other under a different lock: each holds a lock, but not the same one (the loops outlast a turn of the round-robin scheduler, so the accesses interleave and the candidate lockset empties)
public class MixedLocks {
    static class Account {
        int balance;
    }

    static final Object auditLock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Account acct = new Account();
        Thread deposit = new Thread(() -> {
            for (int i = 0; i < 5000; i++) {
                synchronized (acct) {
                    acct.balance += 10;
                }
            }
        }, "deposit");
        Thread fee = new Thread(() -> {
            for (int i = 0; i < 5000; i++) {
                synchronized (auditLock) {
                    acct.balance -= 1;
                }
            }
        }, "fee");
        deposit.start();
        fee.start();
        deposit.join();
        fee.join();
        System.out.println("balance " + acct.balance);
    }
}
