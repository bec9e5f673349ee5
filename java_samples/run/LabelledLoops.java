// Control flow: labelled break/continue in nested for/while/do-while loops,
// break out of a labelled block, loops with complex conditions and
// short-circuit evaluation, for-each over arrays, conditional expressions.
public class LabelledLoops {
    static int calls = 0;

    static boolean t(String s) {
        calls++;
        System.out.print(s + " ");
        return true;
    }

    static boolean f(String s) {
        calls++;
        System.out.print(s + " ");
        return false;
    }

    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) {
                    continue outer;
                }
                if (i == 3) {
                    break outer;
                }
                System.out.print("(" + i + "," + j + ")");
            }
            System.out.print(" never ");
        }
        System.out.println();
        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, 9}};
        int fi = -1, fj = -1;
        search:
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                if (grid[i][j] < 0) {
                    fi = i;
                    fj = j;
                    break search;
                }
            }
        }
        System.out.println("first negative at " + fi + "," + fj);
        block:
        {
            System.out.println("inside labelled block");
            if (fi >= 0) {
                break block;
            }
            System.out.println("skipped");
        }
        int n = 0;
        loop:
        while (true) {
            n++;
            do {
                n += 2;
                if (n > 20) {
                    break loop;
                }
                if (n % 3 == 0) {
                    continue loop;
                }
            } while (n % 5 != 0);
            System.out.print("n=" + n + " ");
        }
        System.out.println("final n=" + n);
        StringBuilder primes = new StringBuilder();
        candidates:
        for (int c = 2; c < 60; c++) {
            for (int d = 2; d * d <= c; d++) {
                if (c % d == 0) {
                    continue candidates;
                }
            }
            primes.append(c).append(' ');
        }
        System.out.println("primes " + primes.toString().trim());
        System.out.print("short-circuit: ");
        boolean r1 = f("a") && t("b");
        boolean r2 = t("c") || f("d");
        boolean r3 = f("e") & t("f");
        boolean r4 = t("g") | f("h");
        boolean r5 = f("i") || f("j") && t("k");
        boolean r6 = t("l") ^ t("m");
        System.out.println("-> " + r1 + " " + r2 + " " + r3 + " " + r4 + " " + r5 + " " + r6 + " calls=" + calls);
        int x = 7;
        String size = x > 10 ? "big" : x > 5 ? "medium" : x > 0 ? "small" : "non-positive";
        System.out.println("nested ternary: " + size);
        int count = 0;
        for (int i = 0, j = 10; i < j; i++, j--) {
            count += j - i;
        }
        System.out.println("two-variable for: " + count);
        int k = 100;
        do {
            k /= 3;
        } while (k > 5);
        System.out.println("do-while result " + k);
        int w = 0;
        while (w < 1000) {
            w = w * 2 + 1;
        }
        System.out.println("while result " + w);
        String s = "";
        for (char c : "labelled".toCharArray()) {
            if (c == 'l') {
                continue;
            }
            if (c == 'd') {
                break;
            }
            s += c;
        }
        System.out.println("for-each with continue/break: " + s);
        long collatzMax = 0;
        int argMax = 0;
        for (int start = 1; start < 3000; start++) {
            long v = start;
            int steps = 0;
            while (v != 1) {
                v = (v & 1) == 0 ? v >> 1 : 3 * v + 1;
                steps++;
            }
            if (steps > collatzMax) {
                collatzMax = steps;
                argMax = start;
            }
        }
        System.out.println("longest Collatz chain below 3000: start " + argMax + " steps " + collatzMax);
        int total = 0;
        rows:
        for (int r = 0; r < 10; r++) {
            int c = 0;
            while (true) {
                if (c > r) {
                    continue rows;
                }
                if (r * c > 40) {
                    break rows;
                }
                total += r * c;
                c++;
            }
        }
        System.out.println("labelled while/for total " + total);
    }
}
