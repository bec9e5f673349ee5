// System.exit(3) from deep inside nested calls and try/finally blocks: no
// finally runs, no later output, exit status 3, even with a pending exception.
public class ExitThree {
    static int depth = 0;

    static void dive(int n) {
        depth++;
        try {
            if (n == 0) {
                System.out.println("at the bottom after " + depth + " frames, calling System.exit(3)");
                System.exit(3);
            }
            dive(n - 1);
        } finally {
            System.out.println("finally at depth " + n + " (must not print)");
        }
    }

    public static void main(String[] args) {
        System.out.println("start");
        try {
            try {
                throw new IllegalStateException("pending");
            } finally {
                System.out.println("inner finally runs normally");
            }
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + ", now diving");
            dive(25);
        } finally {
            System.out.println("outer finally (must not print)");
        }
        System.out.println("unreachable");
    }
}
