// expect: no_violation
// states: all=127 no-por=392 no-symmetry=127 none=392
// about: objects the statics reach get primitive stores and monitor entries (a kept static reach), a class with String and int constants is initialised by whichever thread comes first, and a reference store replaces a reached object, whose old value must be freed as garbage so that no two states differ in it
public class StaticReachPrimitiveStores {
    static final class Tally {
        int hits;
        long[] buckets = new long[2];
    }

    static final class Labels {
        static final String OK = "ok";
        static final int LIMIT = 3;
        static String last = OK;
    }

    static Tally tally = new Tally();

    static void hit(int bucket) {
        synchronized (tally) {
            tally.hits++;
            tally.buckets[bucket]++;
        }
        assert Labels.LIMIT == 3 && Labels.OK.equals("ok");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> hit(0));
        Thread b = new Thread(() -> hit(1));
        a.start();
        b.start();
        a.join();
        b.join();
        Tally old = tally;
        tally = new Tally();
        tally.hits = old.hits;
        assert tally.hits == 2 && old.buckets[0] == 1 && old.buckets[1] == 1 : "lost a hit";
        assert Labels.last == Labels.OK;
    }
}
