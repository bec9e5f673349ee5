// expect: inconclusive
// limit: some inputs were explored only in part
// about: System.getenv sees an empty environment under check, but a real run sees the host's (HOME is /root when run as root, and the assertion fails); a program that reads it was checked with one environment only, so the verdict must not be "no violation"
public class EnvironmentIsAnInput {
    public static void main(String[] args) {
        String home = System.getenv("HOME");
        assert home == null || !home.equals("/root") : "HOME=" + home;
    }
}
