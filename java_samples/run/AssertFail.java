// Assertions (the harness runs with -ea): passing asserts, assert side effects
// being evaluated, a caught AssertionError, then an uncaught failing assert with
// a message. Exit status 1, stderr: Exception in thread "main" java.lang.AssertionError: ...
public class AssertFail {
    static int evaluations = 0;

    static boolean check(boolean b) {
        evaluations++;
        return b;
    }

    static int mean(int[] xs) {
        assert xs.length > 0 : "empty input";
        int s = 0;
        for (int x : xs) {
            s += x;
        }
        return s / xs.length;
    }

    public static void main(String[] args) {
        assert check(true);
        assert check(1 + 1 == 2) : "math is broken";
        System.out.println("asserts enabled and evaluated: " + evaluations);
        System.out.println("desiredAssertionStatus: " + AssertFail.class.desiredAssertionStatus());
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("caught assert without message: " + e + " message=" + e.getMessage());
        }
        try {
            assert false : 42;
        } catch (AssertionError e) {
            System.out.println("caught assert with int detail: " + e.getMessage());
        }
        try {
            assert false : new IllegalStateException("as cause");
        } catch (AssertionError e) {
            System.out.println("throwable detail becomes cause: " + e.getCause());
        }
        System.out.println("mean of [3, 4, 8] = " + mean(new int[] {3, 4, 8}));
        int[] balances = {100, 50, -20, 30};
        int total = 0;
        for (int b : balances) {
            total += b;
            System.out.println("balance " + b + ", running total " + total);
            assert b >= 0 : "negative balance " + b + " after total " + total;
        }
        System.out.println("unreachable");
    }
}
