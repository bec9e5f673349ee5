// expect: no_violation
// states: all=389 dpor=365
// about: two threads intern equal strings built at run time; exactly one of them finds its own string made the canonical one (intern() == itself), and both get the same canonical string, whichever interns first
public class InternFirstOnce {
    static volatile String canonA, canonB;
    static volatile boolean firstA, firstB;

    static String build() {
        char[] cs = {'p', 'o', 'o', 'l', 's', '-', 'i', 'n', 't', 'e', 'r', 'n'};
        return new String(cs);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            String mine = build();
            String c = mine.intern();
            firstA = c == mine;
            canonA = c;
        });
        Thread b = new Thread(() -> {
            String mine = build();
            String c = mine.intern();
            firstB = c == mine;
            canonB = c;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert firstA != firstB : "exactly one thread interns first";
        assert canonA == canonB : "one canonical string";
    }
}
