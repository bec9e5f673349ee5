// expect: key_property
// key: AuthRetry.s
// property: F[s == "Authorise" || s == "Denied"]
// states: all=31 no-por=31 no-symmetry=31 none=31
// about: like AuthFlow, but the server asks its back end again for as long as it answers "busy" (a nondeterministic choice): the path where it always does loops forever without a decision, and F[s == "Authorise" || s == "Denied"] fails on that cycle
import wayfinder.Verify;

public class AuthRetry {
    /** The control location: Idle, Request, Authorise, Denied, Use. */
    static String s = "Idle";
    static boolean decided;
    static boolean granted;

    public static void main(String[] args) throws InterruptedException {
        Thread server = new Thread(AuthRetry::serve);
        server.start();
        synchronized (AuthRetry.class) {
            s = "Request";
            AuthRetry.class.notifyAll();
            while (!decided) {
                AuthRetry.class.wait();
            }
        }
        if (granted) {
            s = "Use";
        }
        server.join();
    }

    static synchronized void serve() {
        try {
            while (s != "Request") {
                AuthRetry.class.wait();
            }
        } catch (InterruptedException e) {
            return;
        }
        // The back end may answer "busy" forever.
        while (Verify.getBoolean()) {
            Thread.yield();
        }
        granted = Verify.getBoolean();
        s = granted ? "Authorise" : "Denied";
        decided = true;
        AuthRetry.class.notifyAll();
    }
}
