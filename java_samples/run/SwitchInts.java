// switch on ints: dense (tableswitch) and sparse (lookupswitch) ranges,
// negative and extreme case labels, fall-through, default in the middle,
// switch on byte/short/char/Integer (unboxing), switch expressions.
public class SwitchInts {
    static String dense(int x) {
        switch (x) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            case 6: return "six";
            default: return "dense-default";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case -1000000: return "minus a million";
            case -1: return "minus one";
            case 10: return "ten";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case Integer.MAX_VALUE: return "MAX";
            case Integer.MIN_VALUE: return "MIN";
            default: return "sparse-default";
        }
    }

    static int fall(int x) {
        int r = 0;
        switch (x) {
            case 1:
                r += 1;
            default:
                r += 100;
            case 2:
                r += 2;
                break;
            case 3:
                r += 3;
        }
        return r;
    }

    static String negatives(int x) {
        switch (x) {
            case -3: case -2: case -1: return "small negative";
            case 0: return "zero";
            case 1: case 2: case 3: return "small positive";
            default: return x < 0 ? "big negative" : "big positive";
        }
    }

    static int expr(int x) {
        return switch (x % 5) {
            case 0 -> x / 5;
            case 1, -1 -> x * 2;
            case 2, -2 -> {
                int t = x;
                for (int i = 0; i < 3; i++) {
                    t += i;
                }
                yield t;
            }
            default -> -x;
        };
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case ' ': return "space";
            case '\n': return "newline";
            case '\uffff': return "max char";
            default: return Character.isLetter(c) ? "consonant" : "other";
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = -2; i <= 8; i++) {
            sb.append(i).append('=').append(dense(i)).append(' ');
        }
        System.out.println(sb.toString().trim());
        int[] probes = {-1000000, -1, 0, 10, 11, 1000, 65536, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1};
        for (int p : probes) {
            System.out.println("sparse(" + p + ") = " + sparse(p));
        }
        for (int i = 0; i <= 4; i++) {
            System.out.println("fall(" + i + ") = " + fall(i));
        }
        for (int i = -5; i <= 5; i++) {
            System.out.print(negatives(i) + (i < 5 ? ", " : "\n"));
        }
        for (int i = -7; i <= 7; i++) {
            System.out.print(expr(i) + " ");
        }
        System.out.println();
        for (char c : "hi you\n\uffff!".toCharArray()) {
            System.out.print(charSwitch(c) + ";");
        }
        System.out.println();
        byte b = -128;
        switch (b) {
            case -128: System.out.println("byte min"); break;
            case 127: System.out.println("byte max"); break;
        }
        short s = 1000;
        switch (s) {
            case 1000 -> System.out.println("short thousand");
            default -> System.out.println("short other");
        }
        Integer boxed = 42;
        switch (boxed) {
            case 42: System.out.println("boxed 42"); break;
            default: System.out.println("boxed other");
        }
        Integer nul = null;
        try {
            switch (nul) {
                case 1: System.out.println("one"); break;
                default: System.out.println("default");
            }
        } catch (NullPointerException e) {
            System.out.println("switch on null Integer -> NPE");
        }
        int hist[] = new int[4];
        for (int i = 0; i < 1000; i++) {
            int k = (i * 7919) % 13;
            switch (k) {
                case 0: case 1: case 2: hist[0]++; break;
                case 3: case 5: case 7: case 11: hist[1]++; break;
                case 12: hist[2]++; break;
                default: hist[3]++;
            }
        }
        System.out.println("hist " + hist[0] + " " + hist[1] + " " + hist[2] + " " + hist[3]);
        long code = 0;
        for (int i = 0; i < 50; i++) {
            switch (i & 7) {
                case 0 -> code += 1;
                case 1 -> code *= 3;
                case 2 -> code -= 7;
                case 3 -> code ^= 0x55;
                case 7 -> code <<= 1;
                default -> code += i;
            }
        }
        System.out.println("code " + code);
    }
}
