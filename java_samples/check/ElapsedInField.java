// expect: inconclusive
// limit: reaches a store into field ElapsedInField.lastTook; elapsed times were explored at their earliest only
// states: all=18 no-por=18 no-symmetry=18 none=18 dpor=18
// about: a worker stores how long its sleep took in a static field, which main reads back after join; what other code does with a stored elapsed time is not followed, so the search, in which no thread ever runs late, is inconclusive, naming the read
public class ElapsedInField {
    static long lastTook;

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> {
            long t0 = System.nanoTime();
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            lastTook = System.nanoTime() - t0;
        });
        worker.start();
        worker.join();
        if (lastTook > 1_000_000_000L) {
            throw new IllegalStateException("the worker ran a second late");
        }
    }
}
