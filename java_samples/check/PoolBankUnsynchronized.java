// expect: assertion
// states: all=179 no-por=2118 no-symmetry=229 none=9308 dpor=124
// bounded-without-library-atomicity: 20000
// about: as PoolBankTransfers but the transfers update the balances without a lock; two pool threads can interleave the read-modify-write of account 1, losing one update, which main sees after Future.get
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolBankUnsynchronized {
    static final int[] balance = {100, 100, 100};

    static void transfer(int from, int to, int amount) {
        balance[from] -= amount;   // BUG: no lock around the two updates
        balance[to] += amount;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<?>> done = new ArrayList<>();
        done.add(pool.submit(() -> transfer(0, 1, 10)));
        done.add(pool.submit(() -> transfer(1, 2, 20)));
        done.add(pool.submit(() -> transfer(2, 0, 30)));
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        int total = balance[0] + balance[1] + balance[2];
        assert total == 300 : "total " + total;
        System.out.println("total " + total);
    }
}
