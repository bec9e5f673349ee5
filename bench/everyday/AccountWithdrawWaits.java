/** Withdrawals wait until the balance covers them; every deposit wakes all waiters. */
public class AccountWithdrawWaits {
    static final class Account {
        private long balance;

        synchronized void deposit(long amount) {
            balance += amount;
            notifyAll();
        }

        synchronized void withdraw(long amount) throws InterruptedException {
            while (balance < amount) {
                wait();
            }
            balance -= amount;
        }

        synchronized long balance() {
            return balance;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account acct = new Account();
        Thread rent = new Thread(() -> withdraw(acct, 30), "rent");
        Thread coffee = new Thread(() -> withdraw(acct, 10), "coffee");
        rent.start();
        coffee.start();
        acct.deposit(10);
        acct.deposit(30);
        rent.join();
        coffee.join();
        assert acct.balance() == 0 : "balance " + acct.balance();
        System.out.println("settled");
    }

    static void withdraw(Account acct, long amount) {
        try {
            acct.withdraw(amount);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
