// Exceptions in static initialisers: the first use throws
// ExceptionInInitializerError wrapping the cause; every later use throws
// NoClassDefFoundError ("Could not initialize class ..."); a checked-exception
// style failure via a helper; an Error thrown directly is not wrapped.
public class StaticInitError {
    static class Fragile {
        static int value = compute();

        static int compute() {
            System.out.println("  Fragile.compute() running");
            int[] arr = new int[2];
            return arr[5];
        }

        static void touch() {
            System.out.println("  touched, value=" + value);
        }
    }

    static class Bomb {
        static final Object DATA;

        static {
            System.out.println("  Bomb static block");
            if (Boolean.parseBoolean("true")) {
                throw new IllegalStateException("bomb went off");
            }
            DATA = "unreachable";
        }
    }

    static class ErrorThrower {
        static {
            if (Boolean.parseBoolean("true")) {
                throw new AssertionError("custom error from clinit");
            }
        }

        static int x = 1;
    }

    static class Dependent {
        static int y = Bomb.DATA.hashCode();
    }

    static class Healthy extends Object {
        static int ok = 42;
    }

    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (ExceptionInInitializerError e) {
            Throwable cause = e.getCause();
            System.out.println(label + ": ExceptionInInitializerError, message=" + e.getMessage() + ", cause="
                    + cause.getClass().getName() + ": " + cause.getMessage());
        } catch (NoClassDefFoundError e) {
            System.out.println(label + ": NoClassDefFoundError: " + e.getMessage());
        } catch (Throwable t) {
            System.out.println(label + ": " + t);
        }
    }

    public static void main(String[] args) {
        attempt("Fragile first", Fragile::touch);
        attempt("Fragile second", Fragile::touch);
        attempt("Fragile field", () -> System.out.println(Fragile.value));
        attempt("Fragile array (no init needed)", () -> System.out.println("  array length " + new Fragile[2].length));
        attempt("Bomb first", () -> System.out.println(Bomb.DATA));
        attempt("Bomb second", () -> System.out.println(Bomb.DATA));
        attempt("Dependent (needs Bomb)", () -> System.out.println(Dependent.y));
        attempt("Dependent again", () -> System.out.println(Dependent.y));
        attempt("ErrorThrower first", () -> System.out.println(ErrorThrower.x));
        attempt("ErrorThrower second", () -> System.out.println(ErrorThrower.x));
        attempt("Healthy", () -> System.out.println("  Healthy.ok=" + Healthy.ok));
        try {
            Object o = new Bomb();
            System.out.println("constructed " + (o != null));
        } catch (NoClassDefFoundError e) {
            System.out.println("new Bomb(): " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        int attempts = 0;
        for (int i = 0; i < 3; i++) {
            try {
                Fragile.touch();
            } catch (LinkageError e) {
                attempts++;
            }
        }
        System.out.println("LinkageError caught " + attempts + " times");
        ExceptionInInitializerError manual = new ExceptionInInitializerError("manual");
        System.out.println("manual EIIE: " + manual.getMessage() + " cause " + manual.getCause() + " exception " + manual.getException());
    }
}
