// System.exit(0) in the middle of main: output printed before is kept, code
// after the call (including finally blocks) never runs, exit status is 0.
public class ExitZero {
    public static void main(String[] args) {
        int total = 0;
        for (int i = 1; i <= 10; i++) {
            total += i * i;
            System.out.println("step " + i + " total " + total);
            if (total > 200) {
                try {
                    System.out.println("exiting with 0 at step " + i);
                    System.exit(0);
                } finally {
                    System.out.println("finally must not run");
                }
            }
        }
        System.out.println("unreachable end of main");
    }
}
