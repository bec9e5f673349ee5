// An uncaught exception that wraps a cause, thrown from a catch block after a
// finally has printed: the first stderr line names the outer exception only.
public class UncaughtWithCause {
    static int parsePort(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad port '" + s + "'", e);
        } finally {
            System.out.println("parsePort(" + s + ") finished");
        }
    }

    public static void main(String[] args) {
        String[] ports = {"80", "443", "8080", "http"};
        int sum = 0;
        for (String p : ports) {
            sum += parsePort(p);
            System.out.println("running sum " + sum);
        }
        System.out.println("unreachable " + sum);
    }
}
