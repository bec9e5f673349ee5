// Integer (int) arithmetic: overflow, division and remainder signs, division by
// zero, shifts with out-of-range counts, narrowing casts and compound assignment.
public class IntArith {
    static int[] VALUES = {0, 1, -1, 7, -7, 13, -13, 100, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x55555555, -123456789};

    static String div(int a, int b) {
        try {
            return (a / b) + " r " + (a % b);
        } catch (ArithmeticException e) {
            return "ArithmeticException: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("-min = " + (-min));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("max*max = " + (max * max));
        System.out.println("min*-1 = " + (min * -1));
        System.out.println("min/-1 = " + (min / -1));
        System.out.println("min%-1 = " + (min % -1));
        System.out.println("Math.abs(min) = " + Math.abs(min));
        System.out.println("46341*46341 = " + (46341 * 46341));

        int[] divisors = {1, -1, 2, -2, 3, -3, 7, 0};
        for (int a : new int[] {7, -7, 0, 100, -100, min, max}) {
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(':');
            for (int b : divisors) {
                sb.append(' ').append(div(a, b)).append(';');
            }
            System.out.println(sb);
        }

        System.out.println("floorDiv/floorMod:");
        for (int a : new int[] {7, -7}) {
            for (int b : new int[] {3, -3}) {
                System.out.println("  " + a + "," + b + " -> / " + (a / b) + " % " + (a % b)
                        + " floorDiv " + Math.floorDiv(a, b) + " floorMod " + Math.floorMod(a, b));
            }
        }
        try {
            System.out.println(Math.floorMod(5, 0));
        } catch (ArithmeticException e) {
            System.out.println("floorMod by zero: " + e.getMessage());
        }

        System.out.println("shifts:");
        int x = 0x80000001;
        for (int s : new int[] {0, 1, 4, 31, 32, 33, 63, 64, -1, -31, 100}) {
            System.out.println("  s=" + s + " << " + (x << s) + " >> " + (x >> s) + " >>> " + (x >>> s)
                    + " 1<<s " + (1 << s));
        }
        int neg = -1;
        System.out.println("-1 >>> 28 = " + (neg >>> 28));
        System.out.println("-17 >> 2 = " + (-17 >> 2) + ", -17 / 4 = " + (-17 / 4));

        System.out.println("narrowing:");
        for (int v : VALUES) {
            System.out.println("  " + v + " -> byte " + (byte) v + " short " + (short) v + " char " + (int) (char) v
                    + " long " + (long) v + " hex " + Integer.toHexString(v));
        }

        byte b = 127;
        b++;
        System.out.println("byte 127++ = " + b);
        b += 200;
        System.out.println("byte += 200 -> " + b);
        short sh = -32768;
        sh--;
        System.out.println("short -32768-- = " + sh);
        sh *= 3;
        System.out.println("short *= 3 -> " + sh);
        int c = 10;
        c -= 3.7;
        System.out.println("int 10 -= 3.7 -> " + c);
        c *= 2.5;
        System.out.println("int *= 2.5 -> " + c);
        c <<= 35;
        System.out.println("int <<= 35 -> " + c);
        c >>>= 1;
        System.out.println("int >>>= 1 -> " + c);
        c ^= 0xFF;
        System.out.println("int ^= 0xFF -> " + c);

        int i = 5;
        int j = i++ + ++i;
        System.out.println("i++ + ++i: i=" + i + " j=" + j);
        i = 5;
        i = i++;
        System.out.println("i = i++ -> " + i);
        int k = 3;
        k += k++ * --k;
        System.out.println("k += k++ * --k -> " + k);

        long sum = 0;
        int acc = 1;
        for (int n = 0; n < 40; n++) {
            acc = acc * 31 + n;
            sum += acc;
        }
        System.out.println("hash-like acc = " + acc + " sum = " + sum);
        System.out.println("Integer.compare(min,max) = " + Integer.compare(min, max));
        System.out.println("unsigned: " + Integer.toUnsignedString(-1) + " " + Integer.divideUnsigned(-1, 3) + " "
                + Integer.remainderUnsigned(-1, 3) + " " + Integer.compareUnsigned(-1, 1));
        System.out.println("signum: " + Integer.signum(-55) + " " + Integer.signum(0) + " " + Integer.signum(99));
    }
}
