// wayfinder-unsupported: java.lang.System.setSecurityManager
// JDK 17 installs a security manager (with a warning on stderr); Wayfinder
// has no protection domains or policy and stops with exit 4 naming the gap.
public class SecurityManagerRefused {
    @SuppressWarnings("removal")
    public static void main(String[] args) {
        System.out.println("before: " + System.getSecurityManager());
        try {
            System.setSecurityManager(new SecurityManager());
        } catch (Throwable t) {
            System.out.println("caught " + t);
        }
        System.out.println("after: " + (System.getSecurityManager() != null));
    }
}
