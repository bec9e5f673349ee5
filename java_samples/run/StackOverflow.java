// StackOverflowError from unbounded recursion is an Error that can be caught;
// the program continues normally afterwards and can recurse again.
public class StackOverflow {
    static int depth = 0;

    static void recurse() {
        depth++;
        recurse();
    }

    static int recurseWithLocals(int a, long b, double c) {
        return recurseWithLocals(a + 1, b * 2, c / 2) + 1;
    }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, depth > 1000: " + (depth > 1000) + ", is VirtualMachineError: "
                    + (e instanceof VirtualMachineError));
        }
        depth = 0;
        try {
            recurse();
        } catch (Throwable t) {
            System.out.println("second overflow caught as " + t.getClass().getName());
        }
        try {
            recurseWithLocals(0, 1, 1.0);
        } catch (StackOverflowError e) {
            System.out.println("overflow with locals caught");
        }
        int finallyRuns = 0;
        try {
            try {
                recurse();
            } finally {
                finallyRuns++;
            }
        } catch (StackOverflowError e) {
            System.out.println("finally ran " + finallyRuns + " time before handler");
        }
        System.out.println("program continues: " + sum(100));
    }

    static int sum(int n) {
        return n == 0 ? 0 : n + sum(n - 1);
    }
}
