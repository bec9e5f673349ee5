// expect: no_violation
// states: all=12 no-por=12 no-symmetry=12 none=12 dpor=12
// about: main times a worker's sleep with System.nanoTime() and only prints the elapsed times (string concatenation, StringBuilder, printf, String.format, TimeUnit and Duration conversions): the values reach output only, whose text no verdict depends on, so the search stays complete although no thread ever runs late in the model
import java.time.Duration;
import java.util.concurrent.TimeUnit;

public class ElapsedPrinted {
    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        worker.start();
        worker.join();
        long took = System.nanoTime() - t0;
        System.out.println("took " + TimeUnit.NANOSECONDS.toMillis(took) + " ms");
        StringBuilder sb = new StringBuilder("in ns: ");
        sb.append(took);
        System.out.println(sb);
        System.out.printf("%d ns%n", took);
        System.out.println(String.format("%.1f ms", took / 1e6));
        System.out.println("as a duration: " + Duration.ofNanos(took).toMillis() + " ms");
    }
}
