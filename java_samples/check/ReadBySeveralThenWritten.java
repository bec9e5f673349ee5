// expect: assertion
// states: all=46 no-por=76 no-symmetry=46 none=76 dpor=46
// about: as ReadBySeveral, but the second worker raises the delay after reading it: the claim kept for both workers' reads breaks at that write (a write by any thread ends reads by several), the search starts again with the settings shared and finds the write between the first worker's two reads
import java.util.concurrent.atomic.AtomicInteger;

public class ReadBySeveralThenWritten {
    static final class Settings {
        int retries;
        int delay;
    }

    static Settings settings;
    static final AtomicInteger done = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Settings s = new Settings();
        s.retries = 3;
        s.delay = 2;
        settings = s;
        Thread a = new Thread(() -> {
            int first = settings.retries * settings.delay;
            done.incrementAndGet();
            int second = settings.retries * settings.delay;
            assert first == second : "delay changed between two reads";
        });
        Thread b = new Thread(() -> {
            int d = settings.delay;
            done.incrementAndGet();
            settings.delay = d + 1;
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
