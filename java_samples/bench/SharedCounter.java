// expect: no_violation
// about: T threads (args[0], default 3) each call a synchronized increment K times (args[1], default 3); main joins and checks the sum is T*K
public class SharedCounter {
    private static int count;

    static synchronized void increment() {
        count++;
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int k = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                for (int j = 0; j < k; j++) increment();
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        assert count == threads * k : "count " + count;
        System.out.println("count " + count);
    }
}
