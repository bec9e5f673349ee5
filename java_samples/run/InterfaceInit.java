// Interface initialisation (JLS 12.4.1 / JVMS 5.5): initialising a class does
// not initialise its superinterfaces unless they declare default methods;
// reading a non-constant interface field initialises the interface; constant
// fields do not; a static interface method call initialises it.
public class InterfaceInit {
    static int trace(String s, int v) {
        System.out.println("  [init] " + s);
        return v;
    }

    interface Plain {
        int CONST = 1;
        int NON_CONST = trace("Plain.NON_CONST", 2);

        void m();
    }

    interface WithDefault {
        int MARK = trace("WithDefault.MARK", 3);

        default String greet() {
            return "hello from default";
        }
    }

    interface SubPlain extends Plain {
        int SUB = trace("SubPlain.SUB", 4);
    }

    interface WithStatic {
        int W = trace("WithStatic.W", 5);

        static String util() {
            return "static util";
        }
    }

    static class Impl implements SubPlain, WithDefault {
        static {
            System.out.println("  [init] Impl");
        }

        public void m() {
            System.out.println("  Impl.m()");
        }
    }

    static class Child extends Impl {
        static {
            System.out.println("  [init] Child");
        }
    }

    public static void main(String[] args) {
        System.out.println("1. Plain.CONST (constant, no init): " + Plain.CONST);
        System.out.println("2. new Child() -> Impl, Child and WithDefault (default methods) initialise, Plain/SubPlain do not:");
        Child c = new Child();
        c.m();
        System.out.println("   greet: " + c.greet());
        System.out.println("3. Impl.CONST through class: " + Impl.CONST);
        System.out.println("4. SubPlain.SUB initialises SubPlain only:");
        System.out.println("   " + SubPlain.SUB);
        System.out.println("5. Plain.NON_CONST initialises Plain:");
        System.out.println("   " + Plain.NON_CONST);
        System.out.println("6. WithStatic.util() initialises WithStatic:");
        System.out.println("   " + WithStatic.util());
        System.out.println("7. second access, nothing new: " + WithStatic.W + " " + WithDefault.MARK);
        Plain anon = () -> System.out.println("  lambda m()");
        anon.m();
        System.out.println("8. instanceof checks do not initialise anything: " + (anon instanceof WithDefault) + " "
                + (c instanceof Plain));
    }
}
