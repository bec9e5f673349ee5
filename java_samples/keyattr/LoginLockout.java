// expect: no_violation
// key: LoginLockout.phase
// key: LoginLockout.failures
// property: P[phase == "Challenge" ~~> phase == "Verified" ~~> phase == "Session"]
// property: G[phase == "Locked" -> failures >= 2]
// model: states=13 transitions=13
// states: all=197 no-por=511 no-symmetry=343 none=897
// about: a login protocol: the client asks for a challenge up to three times, the server verifies or rejects (a nondeterministic choice) and locks the account after the second failure; a session never opens without a verification after the challenge, and the account is locked only after two failures
import wayfinder.Verify;

public class LoginLockout {
    /** Idle, Challenge, Verified, Session, Locked, Done. */
    static String phase = "Idle";
    static int failures;

    public static void main(String[] args) throws InterruptedException {
        Thread server = new Thread(LoginLockout::serve);
        server.start();
        for (int attempt = 0; attempt < 3; attempt++) {
            synchronized (LoginLockout.class) {
                if (phase.equals("Locked") || phase.equals("Session")) {
                    break;
                }
                phase = "Challenge";
                LoginLockout.class.notifyAll();
                while (phase.equals("Challenge")) {
                    LoginLockout.class.wait();
                }
                if (phase.equals("Verified")) {
                    phase = "Session";
                    LoginLockout.class.notifyAll();
                }
            }
        }
        synchronized (LoginLockout.class) {
            phase = "Done";
            LoginLockout.class.notifyAll();
        }
        server.join();
    }

    static void serve() {
        synchronized (LoginLockout.class) {
            while (true) {
                while (!phase.equals("Challenge") && !phase.equals("Done")) {
                    try {
                        LoginLockout.class.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (phase.equals("Done")) {
                    return;
                }
                if (Verify.getBoolean()) {
                    phase = "Verified";
                } else {
                    failures++;
                    phase = failures >= 2 ? "Locked" : "Idle";
                }
                LoginLockout.class.notifyAll();
            }
        }
    }
}
