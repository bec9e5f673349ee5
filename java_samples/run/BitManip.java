// Bit manipulation: Integer/Long bit utilities, masks, popcount tricks,
// Gray code, bit reversal, subsets enumeration via bitmasks.
public class BitManip {
    static int popcountManual(int x) {
        int n = 0;
        while (x != 0) {
            x &= x - 1;
            n++;
        }
        return n;
    }

    public static void main(String[] args) {
        int[] xs = {0, 1, 2, 3, 7, 8, 255, 256, 0x7FFFFFFF, 0x80000000, -1, -2, 0x12345678, 0xF0F0F0F0, 1000000007};
        for (int x : xs) {
            System.out.println(Integer.toHexString(x) + ": bitCount=" + Integer.bitCount(x) + "/" + popcountManual(x)
                    + " nlz=" + Integer.numberOfLeadingZeros(x) + " ntz=" + Integer.numberOfTrailingZeros(x)
                    + " hi=" + Integer.toHexString(Integer.highestOneBit(x)) + " lo=" + Integer.lowestOneBit(x)
                    + " rev=" + Integer.toHexString(Integer.reverse(x)) + " revBytes="
                    + Integer.toHexString(Integer.reverseBytes(x)) + " rotl5=" + Integer.toHexString(Integer.rotateLeft(x, 5))
                    + " rotr37=" + Integer.toHexString(Integer.rotateRight(x, 37)) + " bin=" + Integer.toBinaryString(x)
                    + " oct=" + Integer.toOctalString(x));
        }
        long[] ls = {0L, 1L, 1L << 40, -1L, Long.MIN_VALUE, 0x0123456789ABCDEFL, 96L};
        for (long l : ls) {
            System.out.println(Long.toHexString(l) + ": bitCount=" + Long.bitCount(l) + " nlz="
                    + Long.numberOfLeadingZeros(l) + " ntz=" + Long.numberOfTrailingZeros(l) + " hi="
                    + Long.highestOneBit(l) + " rev=" + Long.toHexString(Long.reverse(l)) + " rotl12="
                    + Long.toHexString(Long.rotateLeft(l, 12)) + " revBytes=" + Long.toHexString(Long.reverseBytes(l)));
        }
        System.out.println("gray codes:");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            int g = i ^ (i >>> 1);
            String bits = Integer.toBinaryString(g | 16).substring(1);
            sb.append(bits).append(i % 8 == 7 ? "\n" : " ");
        }
        System.out.print(sb);
        System.out.println("subsets of {a,b,c,d} with 2 elements:");
        String[] items = {"a", "b", "c", "d"};
        for (int mask = 0; mask < 1 << items.length; mask++) {
            if (Integer.bitCount(mask) != 2) {
                continue;
            }
            StringBuilder s = new StringBuilder("{");
            for (int b = 0; b < items.length; b++) {
                if ((mask & (1 << b)) != 0) {
                    s.append(items[b]);
                }
            }
            System.out.print(s.append("} "));
        }
        System.out.println();
        int a = 0b1011_0110;
        int bm = 0b0110_1100;
        System.out.println("and=" + (a & bm) + " or=" + (a | bm) + " xor=" + (a ^ bm) + " not=" + (~a) + " andNot=" + (a & ~bm));
        int p = 12, q = 34;
        p ^= q;
        q ^= p;
        p ^= q;
        System.out.println("xor swap: " + p + " " + q);
        System.out.println("isPow2: " + isPow2(64) + " " + isPow2(96) + " " + isPow2(0) + " next pow2 of 100: " + nextPow2(100));
        System.out.println("sign extend 12-bit 0xFFF: " + ((0xFFF << 20) >> 20) + ", 0x7FF: " + ((0x7FF << 20) >> 20));
        long packed = pack(123456, -789);
        System.out.println("pack/unpack: " + packed + " -> " + (int) (packed >> 32) + ", " + (int) packed);
        byte bb = (byte) 0x9C;
        System.out.println("byte >>> 4 = " + (bb >>> 4) + ", (bb & 0xFF) >>> 4 = " + ((bb & 0xFF) >>> 4)
                + ", (byte)(bb >> 1) = " + (byte) (bb >> 1));
        System.out.println("Integer.parseInt binary: " + Integer.parseInt("-1011", 2) + " "
                + Integer.parseUnsignedInt("11111111111111111111111111111111", 2) + " " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println("hashmix: " + mix(42) + " " + mix(-42) + " " + mix(Integer.MIN_VALUE));
        System.out.println("expand/compress-like: " + Integer.toBinaryString(interleave(0b1111, 0b0000)));
        boolean[] sieve = new boolean[64];
        long bits = 0;
        for (int i = 2; i < 64; i++) {
            if (!sieve[i]) {
                bits |= 1L << i;
                for (int j = i * i; j < 64; j += i) {
                    sieve[j] = true;
                }
            }
        }
        System.out.println("prime bitmap: " + Long.toHexString(bits) + " count " + Long.bitCount(bits));
    }

    static boolean isPow2(int x) {
        return x > 0 && (x & (x - 1)) == 0;
    }

    static int nextPow2(int x) {
        return x <= 1 ? 1 : Integer.highestOneBit(x - 1) << 1;
    }

    static long pack(int hi, int lo) {
        return ((long) hi << 32) | (lo & 0xFFFFFFFFL);
    }

    static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }

    static int interleave(int x, int y) {
        int r = 0;
        for (int i = 0; i < 16; i++) {
            r |= ((x >> i) & 1) << (2 * i + 1);
            r |= ((y >> i) & 1) << (2 * i);
        }
        return r;
    }
}
