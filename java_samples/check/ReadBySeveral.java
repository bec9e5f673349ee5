// expect: no_violation
// states: all=232 no-por=758 no-symmetry=232 none=758 dpor=130
// about: two workers read the fields of a settings object main filled before starting them (shared through a static, its fields not final), each between steps on a shared counter; no thread writes the settings while the workers live, so once the second worker reads them the claim the first made is kept for every thread's reads (read by several) and those reads are no scheduling points
import java.util.concurrent.atomic.AtomicInteger;

public class ReadBySeveral {
    static final class Settings {
        int retries;
        int delay;
        String name;
    }

    static Settings settings;
    static final AtomicInteger done = new AtomicInteger();

    static void work() {
        int total = 0;
        for (int i = 0; i < 2; i++) {
            total += settings.retries * settings.delay;
            done.incrementAndGet();
        }
        assert total == 12 && settings.name.equals("net") : "settings changed";
    }

    public static void main(String[] args) throws InterruptedException {
        Settings s = new Settings();
        s.retries = 3;
        s.delay = 2;
        s.name = "net";
        settings = s;
        Thread a = new Thread(ReadBySeveral::work);
        Thread b = new Thread(ReadBySeveral::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert done.get() == 4;
    }
}
