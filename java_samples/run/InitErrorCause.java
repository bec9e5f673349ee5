// A class whose static initialiser failed keeps a description of the
// failure: every later use throws NoClassDefFoundError whose cause (since
// JDK 17) is an ExceptionInInitializerError "Exception <class>: <message>
// [in thread "<name>"]" with the original exception's stack trace; an
// exception without a message; an Error thrown by the initialiser; a
// subclass whose superclass failed; and a failure in another thread.
import java.util.*;

public class InitErrorCause {
    static class Registry {
        static final Map<String, Integer> CODES = new TreeMap<>();
        static {
            CODES.put("a", 1);
            if (CODES.size() == 1) throw new IllegalStateException("registry broken: " + CODES);
        }
        static int code(String k) { return CODES.get(k); }
    }
    static class NoMessage {
        static int v = fail();
        static int fail() { throw new UnsupportedOperationException(); }
    }
    static class ErrorInit {
        static { if (true) throw new StackOverflowError(); }
        static void touch() {}
    }
    static class Parent {
        static int p = Integer.parseInt("not a number");
    }
    static class Child extends Parent {
        static int c = 5;
    }
    static class OtherThread {
        static String s = Objects.requireNonNull(System.getProperty("no.such.property"), "no value");
    }

    static void describe(String label, Throwable e) {
        System.out.println(label + ": " + e);
        Throwable c = e.getCause();
        System.out.println("  cause: " + c);
        if (c != null) {
            StackTraceElement[] st = c.getStackTrace();
            System.out.println("  cause frames > 0: " + (st.length > 0) + " cause of cause: " + c.getCause());
            for (StackTraceElement f : st) {
                if (f.getClassName().startsWith("InitErrorCause")) {
                    System.out.println("  first own frame: " + f.getClassName() + "." + f.getMethodName() + ":" + f.getLineNumber());
                    break;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        try { Registry.code("a"); } catch (ExceptionInInitializerError e) { describe("first", e); }
        for (int i = 0; i < 2; i++) {
            try { Registry.code("a"); } catch (NoClassDefFoundError e) { describe("again " + i, e); }
        }
        try { System.out.println(NoMessage.v); } catch (ExceptionInInitializerError e) { describe("no message", e); }
        try { System.out.println(NoMessage.v); } catch (NoClassDefFoundError e) { describe("no message again", e); }
        try { ErrorInit.touch(); } catch (StackOverflowError e) { describe("error", e); }
        try { ErrorInit.touch(); } catch (NoClassDefFoundError e) { describe("error again", e); }
        try { System.out.println(Child.c); } catch (ExceptionInInitializerError e) { describe("child", e); }
        try { System.out.println(Child.c); } catch (NoClassDefFoundError e) { describe("child again", e); }
        try { System.out.println(Parent.p); } catch (NoClassDefFoundError e) { describe("parent again", e); }
        Thread t = new Thread(() -> {
            try { System.out.println(OtherThread.s); } catch (ExceptionInInitializerError e) { System.out.println("worker: " + e.getCause()); }
        }, "worker-1");
        t.start();
        t.join();
        try { System.out.println(OtherThread.s); } catch (NoClassDefFoundError e) { describe("main after worker", e); }
        try { Class.forName("InitErrorCause$Registry"); } catch (NoClassDefFoundError e) { describe("forName", e); }
        System.out.println(Registry.class.getSimpleName());
        Registry.code("b");
    }
}
