import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.security.AccessController;
import java.security.AllPermission;
import java.security.PrivilegedAction;
import java.security.ProtectionDomain;

// JDK 17 installs a security manager (with a warning on stderr naming the
// caller and its code source). Permissions are then checked against the
// protection domains of the classes on the stack: the class path's code
// has what the JDK's default policy grants it (some properties, exitVM),
// the JDK's own code everything; doPrivileged stops the walk at its caller.
public class SecurityManager17 {
    static class Subclass extends ObjectOutputStream {
        Subclass(OutputStream out) throws IOException {
            super(out);
        }

        @Override
        public void writeUnshared(Object obj) throws IOException {
        }
    }

    /** A manager of the program's own: allows everything but exit 42. */
    static class Lenient extends SecurityManager {
        @Override
        public void checkPermission(java.security.Permission p) {
        }

        @Override
        public void checkExit(int status) {
            if (status == 42) {
                throw new SecurityException("no 42");
            }
        }
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": allowed");
        } catch (SecurityException e) {
            System.out.println(what + ": " + e.getMessage());
        }
    }

    @SuppressWarnings("removal")
    public static void main(String[] args) throws Exception {
        System.out.println("before: " + System.getSecurityManager());
        ProtectionDomain pd = SecurityManager17.class.getProtectionDomain();
        System.out.println("code source is a directory: "
                + pd.getCodeSource().getLocation().toString().endsWith("/"));
        System.out.println("same domain for nested class: "
                + (Subclass.class.getProtectionDomain() == pd));
        System.out.println("JDK class has all permissions: "
                + String.class.getProtectionDomain().implies(new AllPermission()));
        System.out.println("program has all permissions: " + pd.implies(new AllPermission()));

        System.setSecurityManager(new SecurityManager());
        System.out.println("installed: " + (System.getSecurityManager() != null));
        attempt("read java.version", () -> System.getProperty("java.version"));
        attempt("read user.home", () -> System.getProperty("user.home"));
        attempt("write a property", () -> System.setProperty("x", "y"));
        attempt("all properties", () -> System.getProperties());
        attempt("environment", () -> System.getenv("PATH"));
        attempt("set System.out", () -> System.setOut(System.out));
        attempt("class loader", () -> new ClassLoader(null) {
        });
        attempt("stream subclass", () -> {
            try {
                new Subclass(new ByteArrayOutputStream());
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        attempt("protection domain", () -> SecurityManager17.class.getProtectionDomain());
        attempt("privileged by the program", () -> AccessController.doPrivileged(
                (PrivilegedAction<String>) () -> System.getProperty("user.home")));
        attempt("replace the manager", () -> System.setSecurityManager(new Lenient()));
        System.out.println("still the JDK's: "
                + (System.getSecurityManager().getClass() == SecurityManager.class));
        System.out.println("done");
    }
}
