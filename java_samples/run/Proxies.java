// java.lang.reflect.Proxy for interfaces: dispatch to the handler with the
// interface's Method and boxed arguments, unboxing of results, Object's
// methods through the handler, checked exceptions a method does not declare
// wrapped in UndeclaredThrowableException, default methods through
// InvocationHandler.invokeDefault, several interfaces, the proxy class
// reused per interface list, and the argument checks.
import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

public class Proxies {
    public interface Greeter {
        String greet(String who);
        int add(int a, int b);
        long twice(long x);
        void nothing();
        default String hello() { return "default hello " + greet("dflt"); }
    }

    public interface Io {
        void read() throws IOException;
        void write();
    }

    interface Hidden {
        double half(double d);
    }

    static class Recorder implements InvocationHandler {
        final List<String> calls = new ArrayList<>();

        public Object invoke(Object proxy, Method m, Object[] a) throws Throwable {
            calls.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + Arrays.toString(a));
            switch (m.getName()) {
                case "greet": return "hello " + a[0];
                case "add": return (Integer) a[0] + (Integer) a[1];
                case "twice": return 2 * (Long) a[0];
                case "nothing": return null;
                case "hello": return InvocationHandler.invokeDefault(proxy, m, a);
                case "toString": return "Recorder proxy";
                case "hashCode": return 42;
                case "equals": return proxy == a[0];
                case "read": throw new IOException("disk");
                case "write": throw new Exception("checked");
                case "half": return (Double) a[0] / 2;
                case "get": return "supplied";
                default: throw new IllegalStateException(m.getName());
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Recorder h = new Recorder();
        ClassLoader loader = Proxies.class.getClassLoader();
        Greeter g = (Greeter) Proxy.newProxyInstance(loader, new Class<?>[] {Greeter.class}, h);
        System.out.println(g.greet("bob") + " " + g.add(2, 3) + " " + g.twice(21));
        g.nothing();
        System.out.println(g.hello());
        System.out.println(g + " " + g.hashCode() + " " + g.equals(g) + " " + g.equals("x"));
        System.out.println(Proxy.isProxyClass(g.getClass()) + " " + Proxy.isProxyClass(Proxies.class)
            + " " + (Proxy.getInvocationHandler(g) == h));
        Class<?> pc = g.getClass();
        System.out.println(pc.getSimpleName().startsWith("$Proxy") + " " + Modifier.isFinal(pc.getModifiers())
            + " " + Modifier.isPublic(pc.getModifiers()) + " " + Arrays.toString(pc.getInterfaces())
            + " " + pc.getSuperclass().getName());
        Greeter g2 = (Greeter) Proxy.newProxyInstance(loader, new Class<?>[] {Greeter.class}, h);
        System.out.println((g2.getClass() == pc) + " " + g2.equals(g));

        Io io = (Io) Proxy.newProxyInstance(loader, new Class<?>[] {Io.class, Supplier.class}, h);
        try {
            io.read();
        } catch (IOException e) {
            System.out.println("declared: " + e);
        }
        try {
            io.write();
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e.getUndeclaredThrowable());
        }
        System.out.println(((Supplier<?>) io).get() + " " + (io instanceof Supplier));

        Hidden hid = (Hidden) Proxy.newProxyInstance(loader, new Class<?>[] {Hidden.class}, h);
        System.out.println(hid.half(5) + " " + Modifier.isPublic(hid.getClass().getModifiers())
            + " " + hid.getClass().getPackageName().isEmpty());

        // Wrong result types.
        InvocationHandler bad = (proxy, m, a) -> m.getName().equals("add") ? null : (Object) 7;
        Greeter gb = (Greeter) Proxy.newProxyInstance(loader, new Class<?>[] {Greeter.class}, bad);
        try {
            gb.add(1, 2);
        } catch (NullPointerException e) {
            System.out.println("NPE unboxing null");
        }
        try {
            gb.greet("x");
        } catch (ClassCastException e) {
            System.out.println("CCE");
        }

        // Argument checks.
        String[] cases = {"not interface", "repeated", "null handler", "not a proxy", "not default"};
        for (String c : cases) {
            try {
                switch (c) {
                    case "not interface" -> Proxy.newProxyInstance(loader, new Class<?>[] {String.class}, h);
                    case "repeated" -> Proxy.newProxyInstance(loader, new Class<?>[] {Io.class, Io.class}, h);
                    case "null handler" -> Proxy.newProxyInstance(loader, new Class<?>[] {Io.class}, null);
                    case "not a proxy" -> Proxy.getInvocationHandler("x");
                    default -> InvocationHandler.invokeDefault(g, Greeter.class.getMethod("add", int.class, int.class), 1, 2);
                }
                System.out.println(c + ": no exception");
            } catch (Throwable e) {
                System.out.println(c + ": " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        for (String call : h.calls) {
            System.out.println(call);
        }
    }
}
