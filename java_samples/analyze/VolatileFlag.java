// expect-races: none
// expect-lock-order: none
// about: a worker writes a result, then sets a volatile flag; main spins on the flag and reads the result: the flag is synchronisation, and the result is written by one thread and only read by the other
public class VolatileFlag {
    static volatile boolean done;
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int s = 0;
            for (int i = 1; i <= 10; i++) s += i;
            result = s;
            done = true;
        });
        worker.start();
        while (!done) {
            Thread.yield();
        }
        System.out.println("result " + result);
        worker.join();
    }
}
