// expect: inconclusive
// limit: some inputs were explored only in part
// about: user.name is held at "wayfinder" under check; a real run sees the host's user (root, and the assertion fails); a read of a host property by the program's own code is an input held at one value, so the verdict must not be "no violation"
public class HostPropertyIsAnInput {
    public static void main(String[] args) {
        String user = System.getProperty("user.name");
        assert !user.equals("root") : "running as root";
    }
}
