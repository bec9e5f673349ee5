// The classes behind lambdas and method references are hidden classes in
// JDK 17 (Class.isHidden), so they have no canonical name and no nominal
// descriptor; anonymous, local, proxy and ordinary classes are not hidden.
import java.lang.reflect.Proxy;
import java.util.function.Function;
import java.util.function.Supplier;

public class LambdaClassesHidden {
    interface Greeter {
        String greet(String who);
    }

    static void show(String what, Class<?> c) {
        System.out.println(what + ": hidden=" + c.isHidden()
                + " canonical=" + (c.getCanonicalName() != null)
                + " constable=" + c.describeConstable().isPresent()
                + " synthetic=" + c.isSynthetic());
    }

    public static void main(String[] args) {
        Runnable lambda = () -> System.out.println("run");
        Function<String, Integer> ref = String::length;
        int base = 40;
        Supplier<Integer> capturing = () -> base + 2;
        Greeter anonymous = new Greeter() {
            public String greet(String who) {
                return "hi " + who;
            }
        };
        class Local implements Greeter {
            public String greet(String who) {
                return "hello " + who;
            }
        }
        Object proxy = Proxy.newProxyInstance(LambdaClassesHidden.class.getClassLoader(),
                new Class<?>[] {Greeter.class}, (p, m, a) -> "proxied " + a[0]);

        show("lambda", lambda.getClass());
        show("method reference", ref.getClass());
        show("capturing lambda", capturing.getClass());
        show("anonymous class", anonymous.getClass());
        show("local class", Local.class);
        show("proxy class", proxy.getClass());
        show("this class", LambdaClassesHidden.class);
        show("int", int.class);
        show("String[]", String[].class);

        // They still work as their interfaces say.
        lambda.run();
        System.out.println(ref.apply("four") + " " + capturing.get() + " "
                + anonymous.greet("a") + " " + new Local().greet("b") + " "
                + ((Greeter) proxy).greet("c"));
        System.out.println("lambda implements Runnable: "
                + Runnable.class.isAssignableFrom(lambda.getClass())
                + ", same class for two evaluations: "
                + (lambda.getClass() == ((Runnable) () -> { }).getClass()));
    }
}
