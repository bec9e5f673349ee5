// expect-races: PoolBankUnlocked$Account.balance
// expect-lock-order: none
// about: the bank of PoolBank with the transfers' monitor left out: the two pool threads update the shared accounts unsynchronised (main still reads after get())
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolBankUnlocked {
    static final class Account {
        int balance;

        Account(int balance) {
            this.balance = balance;
        }
    }

    static void transfer(Account from, Account to, int amount) {
        for (int i = 0; i < amount; i++) {
            from.balance -= 1;
            to.balance += 1;
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
        for (Future<?> f : done) {
            f.get();
        }
        System.out.println("total " + (a.balance + b.balance + c.balance));
        pool.shutdown();
    }
}
