import java.util.concurrent.locks.ReentrantLock;

// Two tellers move money between the same two accounts in opposite
// directions; each takes the source lock, then only tryLock()s the target
// and backs off (releasing the source) when it is busy, so they never
// deadlock and the total is conserved.
public class BankTryLock {
    static final class Account {
        final String name;
        final ReentrantLock lock = new ReentrantLock();
        int balance;

        Account(String name, int balance) {
            this.name = name;
            this.balance = balance;
        }
    }

    static void transfer(Account from, Account to, int amount) {
        while (true) {
            from.lock.lock();
            try {
                if (to.lock.tryLock()) {
                    try {
                        if (from.balance < amount) {
                            throw new IllegalStateException("insufficient funds in " + from.name);
                        }
                        from.balance -= amount;
                        to.balance += amount;
                        return;
                    } finally {
                        to.lock.unlock();
                    }
                }
            } finally {
                from.lock.unlock();
            }
            Thread.yield();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account("alice", 100);
        Account b = new Account("bob", 50);
        Thread t1 = new Thread(() -> transfer(a, b, 30), "teller-1");
        Thread t2 = new Thread(() -> transfer(b, a, 20), "teller-2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        a.lock.lock();
        b.lock.lock();
        try {
            assert a.balance + b.balance == 150 : "money lost";
            assert a.balance == 90 && b.balance == 60 : a.balance + "/" + b.balance;
            System.out.println("alice=" + a.balance + " bob=" + b.balance);
        } finally {
            b.lock.unlock();
            a.lock.unlock();
        }
    }
}
