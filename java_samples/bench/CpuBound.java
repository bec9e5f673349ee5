// expect: no_violation
// about: single-threaded CPU work (int-array sieve and prefix sums, a sort, HashMap/ArrayList churn, StringBuilder) scaled by args[0] (default 1); prints a checksum
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class CpuBound {
    private static int seed = 12345;

    /** A small linear congruential generator, so the run is the same everywhere. */
    static int next() {
        seed = seed * 1103515245 + 12345;
        return (seed >>> 8) & 0x7fffff;
    }

    static long arrays(int n) {
        boolean[] composite = new boolean[n + 1];
        int primes = 0;
        for (int i = 2; i <= n; i++) {
            if (composite[i]) continue;
            primes++;
            for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
        }
        int[] prefix = new int[n];
        int acc = 0;
        for (int i = 0; i < n; i++) {
            acc += i ^ (i >>> 3);
            prefix[i] = acc;
        }
        long check = primes;
        for (int i = 0; i < n; i += 7) check = check * 31 + prefix[i];
        return check;
    }

    static long sorting(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = next();
        Arrays.sort(a);
        long check = 0;
        for (int i = 1; i < n; i++) {
            if (a[i - 1] > a[i]) throw new IllegalStateException("not sorted");
            check += (long) a[i] * (i & 15);
        }
        return check;
    }

    static long collections(int n) {
        Map<Integer, Integer> counts = new HashMap<>();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int key = next() % (n / 4 + 1);
            Integer old = counts.get(key);
            if (old == null) {
                counts.put(key, 1);
                order.add(key);
            } else {
                counts.put(key, old + 1);
            }
        }
        long check = counts.size();
        for (int i = 0; i < order.size(); i++) {
            int key = order.get(i);
            check = check * 17 + key * (long) counts.get(key);
        }
        return check;
    }

    static long strings(int n) {
        StringBuilder sb = new StringBuilder();
        long check = 0;
        for (int i = 0; i < n; i++) {
            sb.setLength(0);
            sb.append("item-").append(i).append(':').append(i * 7 % 13);
            String s = sb.toString();
            check = check * 31 + s.hashCode() + s.length();
        }
        return check;
    }

    public static void main(String[] args) {
        int scale = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        long check = 0;
        check = check * 1_000_003 + arrays(600_000 * scale);
        check = check * 1_000_003 + sorting(100_000 * scale);
        check = check * 1_000_003 + collections(100_000 * scale);
        check = check * 1_000_003 + strings(50_000 * scale);
        System.out.println("checksum " + check);
    }
}
