// expect-races: none
// expect-lock-order: none
// about: the same volatile counters updated only under one monitor (both threads), and a volatile a single worker updates while main only reads it: no lost update
public class VolatileTallyGuarded {
    static final class Tally {
        volatile long uploaded;
        volatile int progress;
    }

    public static void main(String[] args) throws InterruptedException {
        Tally t = new Tally();
        Runnable upload = () -> {
            for (int i = 1; i <= 3; i++) {
                synchronized (t) {
                    t.uploaded += 512L * i;
                }
            }
        };
        Thread a = new Thread(upload, "uploader-a");
        Thread b = new Thread(upload, "uploader-b");
        Thread meter = new Thread(() -> {
            for (int i = 0; i < 4; i++) {
                t.progress++;
            }
        }, "meter");
        a.start();
        b.start();
        meter.start();
        int seen = 0;
        while (seen < 4) {
            seen = t.progress;
            Thread.yield();
        }
        a.join();
        b.join();
        meter.join();
        System.out.println("uploaded " + t.uploaded + ", progress " + seen);
    }
}
