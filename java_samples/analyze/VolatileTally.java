// expect-races: none
// expect-lost-updates: VolatileTally$Tally.uploaded VolatileTally.batches
// expect-lock-order: none
// expect-window: main uploader-a uploader-b
// about: two uploaders add to a `volatile long` with `+=` and bump a volatile static with `++`: no data race (volatile accesses are synchronisation), but each update is a read and a write another thread's update can fall between
public class VolatileTally {
    static final class Tally {
        volatile long uploaded;
        volatile int files;
    }

    static volatile int batches;

    public static void main(String[] args) throws InterruptedException {
        Tally t = new Tally();
        Runnable upload = () -> {
            for (int i = 1; i <= 3; i++) {
                t.uploaded += 512L * i;
                batches++;
            }
        };
        Thread a = new Thread(upload, "uploader-a");
        Thread b = new Thread(upload, "uploader-b");
        a.start();
        b.start();
        a.join();
        b.join();
        t.files = t.files + 1; // main alone, after both joins: no report
        System.out.println("uploaded " + t.uploaded + " in " + batches + " batches, " + t.files + " file");
    }
}
