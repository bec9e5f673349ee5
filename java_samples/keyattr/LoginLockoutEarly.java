// expect: key_property
// key: LoginLockoutEarly.phase
// key: LoginLockoutEarly.failures
// property: G[phase == "Locked" -> failures >= 2]
// states: all=19 no-por=34 no-symmetry=19 none=34
// about: as LoginLockout, but the server locks the account at the first failure (an off-by-one in the lockout threshold): the abstract path Idle, Challenge, Locked violates "locked only after two failures"
import wayfinder.Verify;

public class LoginLockoutEarly {
    /** Idle, Challenge, Verified, Session, Locked, Done. */
    static String phase = "Idle";
    static int failures;

    public static void main(String[] args) throws InterruptedException {
        Thread server = new Thread(LoginLockoutEarly::serve);
        server.start();
        for (int attempt = 0; attempt < 3; attempt++) {
            synchronized (LoginLockoutEarly.class) {
                if (phase.equals("Locked") || phase.equals("Session")) {
                    break;
                }
                phase = "Challenge";
                LoginLockoutEarly.class.notifyAll();
                while (phase.equals("Challenge")) {
                    LoginLockoutEarly.class.wait();
                }
                if (phase.equals("Verified")) {
                    phase = "Session";
                    LoginLockoutEarly.class.notifyAll();
                }
            }
        }
        synchronized (LoginLockoutEarly.class) {
            phase = "Done";
            LoginLockoutEarly.class.notifyAll();
        }
        server.join();
    }

    static void serve() {
        synchronized (LoginLockoutEarly.class) {
            while (true) {
                while (!phase.equals("Challenge") && !phase.equals("Done")) {
                    try {
                        LoginLockoutEarly.class.wait();
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
                    phase = failures >= 1 ? "Locked" : "Idle";
                }
                LoginLockoutEarly.class.notifyAll();
            }
        }
    }
}
