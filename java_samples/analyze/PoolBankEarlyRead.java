// expect-races: PoolBankEarlyRead$Account.balance
// expect-lock-order: none
// about: the bank of PoolBank, but main reads the balances before calling get(): nothing orders the read after the transfers
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolBankEarlyRead {
    static final class Account {
        int balance;

        Account(int balance) {
            this.balance = balance;
        }
    }

    static final Object bank = new Object();

    static void transfer(Account from, Account to, int amount) {
        synchronized (bank) {
            from.balance -= amount;
            to.balance += amount;
        }
    }

    public static void main(String[] args) throws Exception {
        Account a = new Account(100);
        Account b = new Account(100);
        Account c = new Account(100);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> done = new ArrayList<>();
        done.add(pool.submit(() -> transfer(a, b, 10)));
        done.add(pool.submit(() -> transfer(b, c, 20)));
        done.add(pool.submit(() -> transfer(c, a, 30)));
        int total = a.balance + b.balance + c.balance;
        for (Future<?> f : done) {
            f.get();
        }
        System.out.println("total seen early " + total);
        pool.shutdown();
    }
}
