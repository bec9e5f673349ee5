// expect-races: none
// expect-lock-order: none
// about: two workers use a class whose static initialiser fills its tables; whichever runs it first, the initialisation happens before the other's use (JLS 12.4.2), so the statics written there do not race with later reads
public class ClassInitHandoff {
    static final class Rates {
        static int[] table = build();
        static int scale = 3;

        static int[] build() {
            int[] t = new int[8];
            for (int i = 0; i < t.length; i++) t[i] = i * 10;
            return t;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] sums = new int[2];
        Thread a = new Thread(() -> sums[0] = Rates.table[2] * Rates.scale);
        Thread b = new Thread(() -> sums[1] = Rates.table[5] * Rates.scale);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("sums " + sums[0] + " " + sums[1]);
    }
}
