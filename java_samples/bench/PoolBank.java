// expect: no_violation
// about: a fixed pool of WORKERS threads runs TASKS transfers around a ring of TASKS accounts under the bank's lock; main waits on every Future, shuts the pool down and checks the total
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolBank {
    static int[] balance;

    public static void main(String[] args) throws Exception {
        int workers = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int tasks = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        balance = new int[tasks];
        java.util.Arrays.fill(balance, 100);
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        List<Future<?>> done = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            int from = i, to = (i + 1) % tasks, amount = 10 * (i + 1);
            done.add(pool.submit(() -> {
                synchronized (balance) {
                    balance[from] -= amount;
                    balance[to] += amount;
                }
            }));
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        int total = 0;
        for (int b : balance) {
            total += b;
        }
        assert total == 100 * tasks : "total " + total;
    }
}
