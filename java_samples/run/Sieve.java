// Sieve of Eratosthenes up to 200,000 with a boolean[] and a BitSet-like
// long[] version; counts, prime gaps, twin primes, Goldbach checks.
public class Sieve {
    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        composite[0] = composite[1] = true;
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) {
                    composite[j] = true;
                }
            }
        }
        return composite;
    }

    static long[] bitSieve(int n) {
        long[] bits = new long[(n >> 6) + 1];
        for (int i = 2; i <= n; i++) {
            bits[i >> 6] |= 1L << i;
        }
        for (int i = 2; (long) i * i <= n; i++) {
            if ((bits[i >> 6] & (1L << i)) != 0) {
                for (int j = i * i; j <= n; j += i) {
                    bits[j >> 6] &= ~(1L << j);
                }
            }
        }
        return bits;
    }

    public static void main(String[] args) {
        int n = 200000;
        boolean[] composite = sieve(n);
        int count = 0;
        long sum = 0;
        int maxGap = 0, gapStart = 0, prev = 2, twins = 0;
        StringBuilder first = new StringBuilder();
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                sum += i;
                if (count <= 25) {
                    first.append(i).append(' ');
                }
                if (i - prev > maxGap) {
                    maxGap = i - prev;
                    gapStart = prev;
                }
                if (i - prev == 2) {
                    twins++;
                }
                prev = i;
            }
        }
        System.out.println("first 25 primes: " + first.toString().trim());
        System.out.println("pi(" + n + ") = " + count + ", sum = " + sum + ", largest = " + prev);
        System.out.println("max gap " + maxGap + " after " + gapStart + ", twin pairs " + twins);
        int[] checkpoints = {10, 100, 1000, 10000, 100000};
        StringBuilder sb = new StringBuilder("pi(x):");
        for (int x : checkpoints) {
            int c = 0;
            for (int i = 2; i <= x; i++) {
                if (!composite[i]) {
                    c++;
                }
            }
            sb.append(" pi(").append(x).append(")=").append(c);
        }
        System.out.println(sb);
        long[] bits = bitSieve(n);
        int bitCount = 0;
        for (long w : bits) {
            bitCount += Long.bitCount(w);
        }
        System.out.println("bit sieve count " + bitCount + " agrees: " + (bitCount == count));
        int goldbachFailures = 0;
        StringBuilder g = new StringBuilder();
        for (int even = 4; even <= 20000; even += 2) {
            int found = -1;
            for (int p = 2; p <= even / 2; p++) {
                if (!composite[p] && !composite[even - p]) {
                    found = p;
                    break;
                }
            }
            if (found < 0) {
                goldbachFailures++;
            }
            if (even % 4000 == 0) {
                g.append(even).append('=').append(found).append('+').append(even - found).append(' ');
            }
        }
        System.out.println("Goldbach up to 20000: failures " + goldbachFailures + "; " + g.toString().trim());
        int[] mods = new int[10];
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                mods[i % 10]++;
            }
        }
        System.out.println("last digit distribution: " + java.util.Arrays.toString(mods));
    }
}
