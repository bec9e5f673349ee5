// expect: no_violation
// states: all=445 no-por=8179 no-symmetry=773 none=58701 dpor=286
// bounded-without-library-atomicity: 20000
// about: a fixed pool of 2 threads runs 2 transfers between 3 accounts (the 3-task version is the benchmark PoolBank), each under the bank's lock; main waits on every Future, then the total is unchanged and each balance is as expected, in every interleaving
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolBankTransfers {
    static final int[] balance = {100, 100, 100};

    static void transfer(int from, int to, int amount) {
        synchronized (balance) {
            balance[from] -= amount;
            balance[to] += amount;
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> done = new ArrayList<>();
        done.add(pool.submit(() -> transfer(0, 1, 10)));
        done.add(pool.submit(() -> transfer(1, 2, 20)));
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        int total = balance[0] + balance[1] + balance[2];
        assert total == 300 : "total " + total;
        assert balance[0] == 90 && balance[1] == 90 && balance[2] == 120 : "balances wrong";
        System.out.println("total " + total);
    }
}
