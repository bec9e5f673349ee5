// expect: no_violation
// states: all=589 no-por=5645 no-symmetry=1995 none=27018 dpor=452
// bounded-without-library-atomicity: 20000
// about: an everyday program (java.nio.file): main writes a file of transfers, reads it back into tasks for a fixed pool of 2 (invokeAll), calls shutdown while the workers are still alive and deletes the file; the transfers run under one lock, so the total is unchanged in every interleaving, and the deletion while the workers live is explored like any other step
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class FileDeleteAfterShutdown {
    static final int[] balance = {100, 100};

    static void transfer(int from, int to, int amount) {
        synchronized (balance) {
            balance[from] -= amount;
            balance[to] += amount;
        }
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of("wayfinder-transfers.csv");
        Files.writeString(file, "0,1,10\n1,0,5\n");
        List<Callable<Void>> jobs = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String[] p = line.split(",");
            int from = Integer.parseInt(p[0]), to = Integer.parseInt(p[1]), amount = Integer.parseInt(p[2]);
            jobs.add(() -> {
                transfer(from, to, amount);
                return null;
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(2);
        for (Future<Void> f : pool.invokeAll(jobs)) {
            f.get();
        }
        pool.shutdown();
        Files.delete(file);
        assert !Files.exists(file);
        assert balance[0] + balance[1] == 200;
        assert balance[0] == 95 : balance[0];
    }
}
