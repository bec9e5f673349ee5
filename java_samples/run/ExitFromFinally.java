// System.exit(42) called from a finally block while an exception is
// propagating: the exception is never reported, exit status is 42.
public class ExitFromFinally {
    static void work(int n) {
        if (n > 3) {
            throw new RuntimeException("too much work: " + n);
        }
        System.out.println("work " + n);
    }

    public static void main(String[] args) {
        try {
            for (int i = 0; i < 10; i++) {
                work(i);
            }
        } finally {
            System.out.println("finally: cleaning up and exiting with 42");
            System.exit(42);
        }
    }
}
