/** Two request threads append audit lines to a shared StringBuffer (synchronized appends). */
public class AuditTrailBuffer {
    static final StringBuffer trail = new StringBuffer();

    static void audit(String user, String action) {
        trail.append(String.format("%s:%s;", user, action));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> audit("ann", "login"));
        Thread b = new Thread(() -> audit("bob", "logout"));
        a.start();
        b.start();
        a.join();
        b.join();
        String s = trail.toString();
        assert s.length() == "ann:login;".length() + "bob:logout;".length() : s;
        assert s.contains("ann:login;") && s.contains("bob:logout;") : s;
        System.out.println(s.split(";").length + " entries");
    }
}
