// expect: assertion
// states: all=49 dpor=49
// about: as InternFirstOnce, but main assumes thread a interned first; when b's intern() comes first, a's own string is not the canonical one (the intern table is a location both intern() calls touch: dynamic POR and sleep sets must order them both ways)
public class InternFirstAssumed {
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
        assert firstA : "a interned first";
    }
}
