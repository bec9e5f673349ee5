// The main class's own static initialiser fails: output printed during
// initialisation is kept, then the launcher reports the
// java.lang.ExceptionInInitializerError (with the cause below it) and exits 1.
public class MainInitFailure {
    static final int[] TABLE = build(8);

    static int[] build(int n) {
        int[] t = new int[n];
        for (int i = 0; i < n; i++) {
            t[i] = 100 / (4 - i);
            System.out.println("table[" + i + "] = " + t[i]);
        }
        return t;
    }

    public static void main(String[] args) {
        System.out.println("main never runs: " + TABLE.length);
    }
}
