// expect: key_property
// key: AuthSkip.s
// property: P[s == "Request" ~~> s == "Authorise" ~~> s == "Use"]
// states: all=40 no-por=40 no-symmetry=40 none=40
// about: like AuthFlow, but a client holding a cached token (a nondeterministic choice) uses the resource right after its request, before the server decides: a path from a request to a use skips the authorisation and the P property fails
import wayfinder.Verify;

public class AuthSkip {
    /** The control location: Idle, Request, Authorise, Denied, Use. */
    static String s = "Idle";
    static boolean decided;
    static boolean granted;

    public static void main(String[] args) throws InterruptedException {
        Thread server = new Thread(AuthSkip::serve);
        server.start();
        synchronized (AuthSkip.class) {
            s = "Request";
            if (Verify.getBoolean()) {
                // The bug: a cached token is trusted without asking.
                s = "Use";
                return;
            }
            AuthSkip.class.notifyAll();
            while (!decided) {
                AuthSkip.class.wait();
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
                AuthSkip.class.wait();
            }
        } catch (InterruptedException e) {
            return;
        }
        granted = Verify.getBoolean();
        s = granted ? "Authorise" : "Denied";
        decided = true;
        AuthSkip.class.notifyAll();
    }
}
