// Class initialisation order (JLS 12.4): superclass before subclass, static
// initialisers and field initialisers in textual order, constant variables do
// not trigger initialisation, a static field accessed through a subclass only
// initialises the declaring class, array creation and class literals do not
// initialise, instance initialiser/constructor order.
public class StaticInitOrder {
    static StringBuilder log = new StringBuilder();

    static void log(String s) {
        System.out.println("  [init] " + s);
    }

    static class Base {
        static int baseCounter = trace("Base.baseCounter", 1);

        static {
            log("Base static block, baseCounter=" + baseCounter);
        }

        static final int CONSTANT = 99;
        static final String CONST_STR = "constant string";
        static final Integer NOT_CONSTANT = trace("Base.NOT_CONSTANT", 7);

        int field = trace("Base.field", 10);

        {
            log("Base instance block, field=" + field);
        }

        Base() {
            log("Base constructor, describe()=" + describe());
        }

        String describe() {
            return "Base";
        }

        static void hello() {
            log("Base.hello()");
        }
    }

    static class Derived extends Base {
        static int derivedCounter = trace("Derived.derivedCounter", 2);

        static {
            log("Derived static block");
        }

        static int late = 5;
        int value = trace("Derived.value", 20);
        String name = "derived";

        Derived() {
            super();
            log("Derived constructor, value=" + value);
        }

        @Override
        String describe() {
            return "Derived(value=" + value + ", name=" + name + ")";
        }
    }

    static class Forward {
        static int a = Forward.b + 1;
        static int b = 10;
        static int c = b + 1;
    }

    static class SelfRef {
        static final SelfRef INSTANCE = new SelfRef();
        static int counter = 5;
        final int seen;

        SelfRef() {
            seen = counter;
            counter++;
        }
    }

    static class Lazy {
        static {
            log("Lazy initialised");
        }

        static int x = 3;
    }

    static class Holder {
        static {
            log("Holder initialised");
        }

        static final Holder INSTANCE = new Holder();

        Holder() {
            log("Holder constructor");
        }
    }

    static int trace(String what, int v) {
        log(what + " = " + v);
        return v;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("1. constant from Base (no init expected): " + Base.CONSTANT + " " + Base.CONST_STR);
        System.out.println("2. array of Derived (no init expected): " + new Derived[3].length);
        System.out.println("3. class literal (no init expected): " + Derived.class.getSimpleName());
        System.out.println("4. Derived.baseCounter via subclass (only Base init expected):");
        int bc = Derived.baseCounter;
        System.out.println("   value " + bc);
        System.out.println("5. Derived.late (Derived init now):");
        System.out.println("   value " + Derived.late);
        System.out.println("6. new Derived():");
        Derived d = new Derived();
        System.out.println("   describe " + d.describe());
        System.out.println("7. second new Derived() (no static init):");
        new Derived();
        System.out.println("8. forward references: a=" + Forward.a + " b=" + Forward.b + " c=" + Forward.c);
        System.out.println("9. self reference: seen=" + SelfRef.INSTANCE.seen + " counter=" + SelfRef.counter);
        System.out.println("10. a lambda reading Lazy.x initialises Lazy only when it runs:");
        Runnable r = () -> System.out.println("   lambda body reads Lazy.x=" + Lazy.x);
        System.out.println("   lambda created, not yet run");
        r.run();
        System.out.println("11. Holder idiom:");
        System.out.println("   before touching Holder");
        Holder h = Holder.INSTANCE;
        System.out.println("   got holder: " + (h != null));
        System.out.println("12. Class.forName with initialize=false then true:");
        Class<?> c = Class.forName("InitByName", false, StaticInitOrder.class.getClassLoader());
        System.out.println("   loaded " + c.getName());
        Class.forName("InitByName");
        System.out.println("   done");
        System.out.println("13. static method call initialises:");
        OnlyMethod.call();
        OnlyMethod.call();
    }
}

class InitByName {
    static {
        System.out.println("  [init] InitByName initialised");
    }
}

class OnlyMethod {
    static int calls;

    static {
        System.out.println("  [init] OnlyMethod initialised, calls=" + calls);
    }

    static void call() {
        calls++;
        System.out.println("  OnlyMethod.call #" + calls);
    }
}
