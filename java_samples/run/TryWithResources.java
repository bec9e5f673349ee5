// try-with-resources: close order (reverse of opening), suppressed exceptions
// from close(), exception in initialiser of a later resource, null resources,
// existing effectively-final resources (Java 9 form), catch/finally order.
public class TryWithResources {
    static StringBuilder log = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("  open " + name);
        }

        Res(String name) {
            this(name, false);
        }

        void use(boolean fail) {
            System.out.println("  use " + name);
            if (fail) {
                throw new IllegalStateException("use of " + name + " failed");
            }
        }

        @Override
        public void close() {
            System.out.println("  close " + name);
            if (failOnClose) {
                throw new UnsupportedOperationException("close of " + name + " failed");
            }
        }
    }

    static Res failingOpen(String name) {
        System.out.println("  attempting to open " + name);
        throw new IllegalArgumentException("cannot open " + name);
    }

    static void report(Throwable t) {
        System.out.println("  caught " + t);
        for (Throwable s : t.getSuppressed()) {
            System.out.println("    suppressed " + s);
        }
    }

    public static void main(String[] args) {
        System.out.println("1. normal:");
        try (Res a = new Res("a"); Res b = new Res("b")) {
            a.use(false);
            b.use(false);
        }
        System.out.println("2. body throws, closes fine:");
        try (Res a = new Res("a"); Res b = new Res("b")) {
            b.use(true);
        } catch (IllegalStateException e) {
            report(e);
        } finally {
            System.out.println("  finally after close and catch");
        }
        System.out.println("3. body throws and both closes throw:");
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            a.use(true);
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("4. only close throws:");
        try (Res a = new Res("a", true); Res b = new Res("b")) {
            b.use(false);
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("5. two closes throw without body exception:");
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            System.out.println("  body ok");
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("6. second resource fails to open:");
        try (Res a = new Res("a"); Res b = failingOpen("b"); Res c = new Res("c")) {
            System.out.println("  unreachable body");
        } catch (IllegalArgumentException e) {
            report(e);
        }
        System.out.println("7. null resource:");
        try (Res n = null) {
            System.out.println("  body with null resource, n == null: " + (n == null));
        }
        System.out.println("8. existing variable as resource:");
        Res existing = new Res("existing");
        try (existing) {
            existing.use(false);
        }
        System.out.println("9. lambda AutoCloseable and return from body:");
        System.out.println("  result " + withReturn());
        System.out.println("10. nested try-with-resources:");
        try (Res outer = new Res("outer", true)) {
            try (Res inner = new Res("inner", true)) {
                inner.use(true);
            }
        } catch (RuntimeException e) {
            report(e);
            for (Throwable s : e.getSuppressed()) {
                System.out.println("    nested suppressed count of " + s.getMessage() + ": " + s.getSuppressed().length);
            }
        }
        System.out.println("11. manual addSuppressed:");
        Exception primary = new Exception("primary");
        primary.addSuppressed(new Exception("s1"));
        primary.addSuppressed(new RuntimeException("s2"));
        report(primary);
        try {
            primary.addSuppressed(primary);
        } catch (IllegalArgumentException e) {
            System.out.println("  self-suppression: " + e.getMessage());
        }
        try {
            primary.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("  null suppression: " + e.getMessage());
        }
    }

    static String withReturn() {
        AutoCloseable ac = () -> System.out.println("  lambda close");
        try (ac) {
            return "returned from body";
        } catch (Exception e) {
            return "unexpected";
        } finally {
            System.out.println("  finally of withReturn");
        }
    }
}
