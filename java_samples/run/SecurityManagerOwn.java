import java.security.Permission;

// A security manager of the program's own (JDK 17): installing it reads the
// policy first; its overrides decide afterwards, and Runtime.exit asks it.
public class SecurityManagerOwn {
    static class Lenient extends SecurityManager {
        int asked;

        @Override
        public void checkPermission(Permission p) {
            asked++;
        }

        @Override
        public void checkExit(int status) {
            if (status == 42) {
                throw new SecurityException("no 42");
            }
        }
    }

    @SuppressWarnings("removal")
    public static void main(String[] args) {
        Lenient sm = new Lenient();
        System.setSecurityManager(sm);
        System.out.println("installed: " + (System.getSecurityManager() == sm));
        System.out.println("user.home readable: " + (System.getProperty("user.home") != null));
        System.out.println("asked: " + (sm.asked > 0));
        try {
            System.exit(42);
        } catch (SecurityException e) {
            System.out.println("exit 42: " + e.getMessage());
        }
        System.setSecurityManager(null);
        System.out.println("removed: " + (System.getSecurityManager() == null));
        System.exit(3);
    }
}
