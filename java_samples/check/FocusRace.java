// expect: data_race
// flags: --focus
// states: all=54 no-por=76 no-symmetry=54 none=76
// about: two workers race on `hits`; two others do correctly locked work on `safe`. The quick
// about: analysis names Thread-0 and Thread-1 (and main, which starts them) as the race window, so the
// about: focused search interleaves only them and finds the race in far fewer states than --races alone
public class FocusRace {
    static int hits;

    static final class Tally {
        static final Object lock = new Object();
        static int safe;
    }

    static void lockedWork() {
        for (int i = 0; i < 3; i++) {
            synchronized (Tally.lock) {
                Tally.safe++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> hits++);
        Thread b = new Thread(() -> hits++);
        Thread c = new Thread(FocusRace::lockedWork);
        Thread d = new Thread(FocusRace::lockedWork);
        a.start();
        b.start();
        c.start();
        d.start();
        a.join();
        b.join();
        c.join();
        d.join();
    }
}
