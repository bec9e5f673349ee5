// expect: no_violation
// key: AuthFlow.s
// property: P[s == "Request" ~~> s == "Authorise" ~~> s == "Use"]
// property: F[s == "Authorise" || s == "Denied"]
// model: states=5 transitions=4
// states: all=53 no-por=53 no-symmetry=53 none=53
// about: a client requests a resource, a server thread authorises or denies the request (a nondeterministic decision), and the client uses the resource only once authorised: every path from a request to a use passes through an authorisation, and every path reaches a decision
import wayfinder.Verify;

public class AuthFlow {
    /** The control location: Idle, Request, Authorise, Denied, Use. */
    static String s = "Idle";
    static boolean decided;
    static boolean granted;

    public static void main(String[] args) throws InterruptedException {
        Thread server = new Thread(AuthFlow::serve);
        server.start();
        synchronized (AuthFlow.class) {
            s = "Request";
            AuthFlow.class.notifyAll();
            while (!decided) {
                AuthFlow.class.wait();
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
                AuthFlow.class.wait();
            }
        } catch (InterruptedException e) {
            return;
        }
        granted = Verify.getBoolean();
        s = granted ? "Authorise" : "Denied";
        decided = true;
        AuthFlow.class.notifyAll();
    }
}
