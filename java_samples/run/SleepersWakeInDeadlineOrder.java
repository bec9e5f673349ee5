import java.util.concurrent.*;

// Timing under `run`, as `java` shows it: three threads sleeping 600, 200
// and 400 ms wake in deadline order; a worker that computes while main
// sleeps is stopped by main's flag afterwards; a Future.get(50 ms) on a task
// that sleeps 2 s times out, and cancel(true) interrupts the task. Margins
// are large (200 ms and more) so the output does not depend on the host's
// speed. Exit status 0.
public class SleepersWakeInDeadlineOrder {
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        Thread[] sleepers = new Thread[3];
        int[] delays = {600, 200, 400};
        for (int i = 0; i < 3; i++) {
            String name = "sleeper-" + delays[i];
            long ms = delays[i];
            sleepers[i] = new Thread(() -> {
                try {
                    Thread.sleep(ms);
                } catch (InterruptedException e) {
                    return;
                }
                System.out.println(name + " woke");
            });
        }
        for (Thread t : sleepers) t.start();
        for (Thread t : sleepers) t.join();

        Thread busy = new Thread(() -> {
            long spins = 0;
            while (!stop) spins++;
            System.out.println("worker stopped by the flag");
        });
        busy.start();
        Thread.sleep(2);
        stop = true;
        busy.join();

        ExecutorService ex = Executors.newSingleThreadExecutor();
        Future<String> slow = ex.submit(() -> {
            try {
                Thread.sleep(2_000);
                return "finished";
            } catch (InterruptedException e) {
                return "interrupted";
            }
        });
        try {
            System.out.println("got " + slow.get(50, TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            System.out.println("timed out, cancelled: " + slow.cancel(true));
        }
        ex.shutdown();
        System.out.println("terminated: " + ex.awaitTermination(10, TimeUnit.SECONDS));
    }
}
