import java.util.concurrent.locks.ReentrantLock;

// Bug: the same tellers with lock() on the target instead of tryLock():
// teller-1 holds alice and waits for bob while teller-2 holds bob and waits
// for alice: a lock-order deadlock.
public class BankLockOrder {
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
        from.lock.lock();
        try {
            to.lock.lock();
            try {
                if (from.balance < amount) {
                    throw new IllegalStateException("insufficient funds in " + from.name);
                }
                from.balance -= amount;
                to.balance += amount;
            } finally {
                to.lock.unlock();
            }
        } finally {
            from.lock.unlock();
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
