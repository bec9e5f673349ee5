// JDK 17's Thread asks an installed security manager: new Thread(group,
// ...) asks checkAccess(ThreadGroup) about the group, then (through
// setPriority) checkAccess(Thread) about the new thread; setName,
// setPriority, setDaemon, setUncaughtExceptionHandler and interrupting
// another thread ask checkAccess(Thread); interrupting itself does not.
public class SecurityManagerThreads {
    interface Step {
        void run() throws Exception;
    }

    static void attempt(String label, Step s) throws Exception {
        try {
            s.run();
            System.out.println(label + ": done");
        } catch (SecurityException e) {
            System.out.println(label + ": SecurityException: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        ThreadGroup locked = new ThreadGroup("locked");
        Thread worker = new Thread(() -> { }, "worker");
        StringBuilder asked = new StringBuilder();
        System.setSecurityManager(new SecurityManager() {
            @Override
            public void checkPermission(java.security.Permission p) {
            }

            @Override
            public void checkAccess(ThreadGroup g) {
                asked.append(" group:").append(g.getName());
                if (g == locked) {
                    throw new SecurityException("group " + g.getName() + " is locked");
                }
            }

            @Override
            public void checkAccess(Thread t) {
                asked.append(" thread:").append(t.getName());
                if (t.getName().startsWith("guarded")) {
                    throw new SecurityException("thread " + t.getName() + " is guarded");
                }
            }
        });
        attempt("new Thread(locked)", () -> new Thread(locked, () -> { }, "w"));
        attempt("new Thread(guarded)", () -> new Thread(() -> { }, "guarded-1"));
        attempt("new Thread(plain)", () -> new Thread(() -> { }, "plain"));
        attempt("setName", () -> worker.setName("guarded-2"));
        attempt("setName again", () -> worker.setName("worker"));
        attempt("setPriority", () -> worker.setPriority(Thread.NORM_PRIORITY));
        attempt("setDaemon", () -> worker.setDaemon(true));
        attempt("handler", () -> worker.setUncaughtExceptionHandler((t, e) -> { }));
        attempt("interrupt other", worker::interrupt);
        attempt("interrupt self", () -> {
            Thread.currentThread().interrupt();
            Thread.interrupted();
        });
        System.out.println("asked:" + asked);
    }
}
