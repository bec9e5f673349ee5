// long arithmetic: overflow, shifts masked to 6 bits, mixed int/long promotion,
// division by zero, unsigned helpers and exact arithmetic.
public class LongArith {
    static String div(long a, long b) {
        try {
            return (a / b) + " r " + (a % b);
        } catch (ArithmeticException e) {
            return "AE(" + e.getMessage() + ")";
        }
    }

    public static void main(String[] args) {
        long max = Long.MAX_VALUE;
        long min = Long.MIN_VALUE;
        System.out.println("max = " + max + ", min = " + min);
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min/-1 = " + (min / -1));
        System.out.println("min%-1 = " + (min % -1));
        System.out.println("abs(min) = " + Math.abs(min));
        System.out.println("max*3 = " + (max * 3));

        int big = Integer.MAX_VALUE;
        long wrong = big * 2;
        long right = big * 2L;
        System.out.println("int*int widened late: " + wrong + ", with L: " + right);
        long mixed = 1_000_000 * 1_000_000;
        long mixedL = 1_000_000L * 1_000_000;
        System.out.println("1e6*1e6 int: " + mixed + ", long: " + mixedL);

        for (long a : new long[] {17, -17, min, max, 0}) {
            System.out.println(a + ": /5 " + div(a, 5) + "; /-5 " + div(a, -5) + "; /0 " + div(a, 0)
                    + "; floorMod(a,5) " + Math.floorMod(a, 5L) + "; floorDiv(a,-5) " + Math.floorDiv(a, -5L));
        }

        long x = 0x8000000000000001L;
        for (int s : new int[] {0, 1, 31, 32, 63, 64, 65, 127, -1}) {
            System.out.println("s=" + s + ": << " + (x << s) + " >> " + (x >> s) + " >>> " + (x >>> s)
                    + " 1L<<s " + (1L << s) + " 1<<s " + (1 << s));
        }
        long sh = 1;
        sh <<= 70;
        System.out.println("1 <<= 70 -> " + sh);

        System.out.println("l2i: " + (int) 0x123456789ABCDEFL + " " + (int) -1L + " " + (int) 4294967296L
                + " " + (int) 2147483648L + " " + (short) 65537L + " " + (byte) 0x1FFL);
        System.out.println("hex: " + Long.toHexString(min) + " " + Long.toHexString(-1L) + " "
                + Long.toOctalString(64L) + " " + Long.toBinaryString(10L));
        System.out.println("unsigned: " + Long.toUnsignedString(-1L) + " " + Long.divideUnsigned(-1L, 10)
                + " " + Long.remainderUnsigned(-1L, 10) + " " + Long.compareUnsigned(-1L, 0L)
                + " " + Long.parseUnsignedLong("18446744073709551615"));
        System.out.println("multiplyHigh: " + Math.multiplyHigh(max, max) + " " + Math.multiplyHigh(min, 3));

        String[] ops = {"addExact", "subtractExact", "multiplyExact", "negateExact", "toIntExact", "incrementExact"};
        for (String op : ops) {
            try {
                long r;
                switch (op) {
                    case "addExact": r = Math.addExact(max, 1L); break;
                    case "subtractExact": r = Math.subtractExact(min, 1L); break;
                    case "multiplyExact": r = Math.multiplyExact(max / 2 + 1, 2L); break;
                    case "negateExact": r = Math.negateExact(min); break;
                    case "toIntExact": r = Math.toIntExact(1L << 40); break;
                    default: r = Math.incrementExact(max); break;
                }
                System.out.println(op + " = " + r);
            } catch (ArithmeticException e) {
                System.out.println(op + " threw " + e);
            }
        }

        long fib1 = 0, fib2 = 1;
        for (int i = 0; i < 100; i++) {
            long t = fib1 + fib2;
            fib1 = fib2;
            fib2 = t;
            if (i % 10 == 9) {
                System.out.println("fib step " + (i + 1) + " = " + fib2);
            }
        }
        long h = 1125899906842597L;
        String s = "wayfinder model checker";
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        System.out.println("string hash (long) = " + h);
        long lcg = 42;
        for (int i = 0; i < 5; i++) {
            lcg = lcg * 6364136223846793005L + 1442695040888963407L;
            System.out.println("lcg " + i + " = " + lcg + " top bits " + (lcg >>> 33));
        }
        System.out.println("compare: " + Long.compare(min, max) + " signum " + Long.signum(min) + " "
                + Long.sum(3, 4) + " " + Long.max(-3, -4) + " " + Long.min(-3, -4));
    }
}
