// The class loaders a program sees: its classes (and arrays of them) are
// the system class loader's, the JDK's classes and primitive arrays the
// bootstrap loader's (null); the main thread's context class loader is the
// system loader, and threads inherit it or what was set. Resources through
// the loaders (getClass().getClassLoader().getResourceAsStream is the usual
// way to read a file on the class path).
import java.io.InputStream;
import java.util.Collections;
import java.util.concurrent.atomic.AtomicReference;

public class ClassLoaders {
    static String read(InputStream in) throws Exception {
        if (in == null) {
            return "null";
        }
        try (in) {
            byte[] b = in.readAllBytes();
            return String.format("%02x%02x%02x%02x", b[0], b[1], b[2], b[3]);
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader system = ClassLoader.getSystemClassLoader();
        ClassLoader mine = ClassLoaders.class.getClassLoader();
        System.out.println("mine is system: " + (mine == system));
        System.out.println("array of mine: " + (ClassLoaders[][].class.getClassLoader() == system));
        System.out.println("String: " + String.class.getClassLoader() + ", int[]: " + int[].class.getClassLoader()
                + ", int: " + int.class.getClassLoader());
        System.out.println("context: " + (Thread.currentThread().getContextClassLoader() == system));
        System.out.println("via my loader: " + read(mine.getResourceAsStream("ClassLoaders.class")));
        System.out.println("via context loader: "
                + read(Thread.currentThread().getContextClassLoader().getResourceAsStream("ClassLoaders.class")));
        System.out.println("missing: " + mine.getResource("nothing/here.txt"));
        System.out.println("all copies: " + Collections.list(mine.getResources("ClassLoaders.class")).size());
        System.out.println(Class.forName("ClassLoaders", false, mine).getSimpleName() + " "
                + Class.forName("java.util.ArrayList", true, system).getSimpleName());
        try {
            mine.loadClass("no.such.Thing");
        } catch (ClassNotFoundException e) {
            System.out.println("loadClass: " + e.getMessage());
        }
        AtomicReference<String> seen = new AtomicReference<>();
        Thread child = new Thread(() -> seen.set("child inherits: "
                + (Thread.currentThread().getContextClassLoader() == system)));
        child.start();
        child.join();
        System.out.println(seen.get());
        Thread.currentThread().setContextClassLoader(null);
        Thread orphan = new Thread(() -> seen.set("after set(null): " + Thread.currentThread().getContextClassLoader()));
        orphan.start();
        orphan.join();
        System.out.println(seen.get() + ", main: " + Thread.currentThread().getContextClassLoader());
    }
}
