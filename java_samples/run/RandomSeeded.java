// java.util.Random with fixed seeds: nextInt, nextInt(bound) (power-of-two and
// rejection paths), nextLong, nextDouble, nextFloat, nextBoolean, nextGaussian,
// nextBytes, setSeed, and a Monte-Carlo estimate; all fully deterministic.
import java.util.Arrays;
import java.util.Random;

public class RandomSeeded {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder("nextInt():");
        for (int i = 0; i < 5; i++) {
            sb.append(' ').append(r.nextInt());
        }
        System.out.println(sb);
        sb = new StringBuilder("nextInt(10):");
        for (int i = 0; i < 20; i++) {
            sb.append(' ').append(r.nextInt(10));
        }
        System.out.println(sb);
        sb = new StringBuilder("nextInt(64):");
        for (int i = 0; i < 10; i++) {
            sb.append(' ').append(r.nextInt(64));
        }
        System.out.println(sb);
        sb = new StringBuilder("nextInt(1<<30 + 1):");
        for (int i = 0; i < 5; i++) {
            sb.append(' ').append(r.nextInt((1 << 30) + 1));
        }
        System.out.println(sb);
        sb = new StringBuilder("nextLong():");
        for (int i = 0; i < 4; i++) {
            sb.append(' ').append(r.nextLong());
        }
        System.out.println(sb);
        sb = new StringBuilder("nextDouble():");
        for (int i = 0; i < 4; i++) {
            sb.append(' ').append(r.nextDouble());
        }
        System.out.println(sb);
        sb = new StringBuilder("nextFloat() as double:");
        for (int i = 0; i < 4; i++) {
            sb.append(' ').append((double) r.nextFloat());
        }
        System.out.println(sb);
        sb = new StringBuilder("nextBoolean():");
        for (int i = 0; i < 10; i++) {
            sb.append(' ').append(r.nextBoolean() ? 'T' : 'F');
        }
        System.out.println(sb);
        sb = new StringBuilder("nextGaussian():");
        for (int i = 0; i < 5; i++) {
            sb.append(' ').append(String.format("%.10f", r.nextGaussian()));
        }
        System.out.println(sb);
        byte[] bytes = new byte[10];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + Arrays.toString(bytes));
        r.setSeed(42);
        System.out.println("after setSeed(42) first nextInt again: " + r.nextInt());
        Random a = new Random(123456789L);
        Random b = new Random(123456789L);
        boolean same = true;
        for (int i = 0; i < 1000; i++) {
            if (a.nextLong() != b.nextLong()) {
                same = false;
            }
        }
        System.out.println("two generators with the same seed agree: " + same);
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
        Random mc = new Random(2718);
        int inside = 0;
        int n = 20000;
        for (int i = 0; i < n; i++) {
            double x = mc.nextDouble();
            double y = mc.nextDouble();
            if (x * x + y * y <= 1) {
                inside++;
            }
        }
        System.out.println("Monte Carlo pi with " + n + " samples: inside=" + inside + " estimate=" + (4.0 * inside / n));
        int[] hist = new int[6];
        Random dice = new Random(6);
        for (int i = 0; i < 6000; i++) {
            hist[dice.nextInt(6)]++;
        }
        System.out.println("dice histogram: " + Arrays.toString(hist));
        Random seeds = new Random(0);
        for (int s = 0; s < 3; s++) {
            Random child = new Random(seeds.nextLong());
            System.out.println("child " + s + ": " + child.nextInt(1000) + " " + child.nextInt(1000) + " " + child.nextInt(1000));
        }
        int[] perm = new int[10];
        for (int i = 0; i < perm.length; i++) {
            perm[i] = i;
        }
        Random shuffler = new Random(99);
        for (int i = perm.length - 1; i > 0; i--) {
            int j = shuffler.nextInt(i + 1);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        System.out.println("Fisher-Yates: " + Arrays.toString(perm));
        Random streamR = new Random(5);
        System.out.println("ints(5, 0, 100): " + Arrays.toString(streamR.ints(5, 0, 100).toArray()));
        System.out.println("doubles(3) sum: " + String.format("%.12f", new Random(5).doubles(3).sum()));
    }
}
