import java.io.InputStream;
import java.lang.reflect.Method;

// A class is its name and its defining loader: a loader of the program's
// own defines, from the class path's own bytes, a second class named
// LoaderNamespaces$Twin. The two share a name but not their statics; the
// class path's code that names the class gets the class path's; the
// loader's class names itself and gets its own; a cast between them fails;
// the loader finds its own class again, and a second definition by the same
// loader is a LinkageError.
public class LoaderNamespaces {
    public static class Twin {
        public static int count;

        public static String bump() {
            count++;
            return "count " + count + " in a class of " + loaderName(Twin.class.getClassLoader());
        }

        public static boolean sameAsClassPaths() {
            return Twin.class == TwinHolder.twinClass();
        }
    }

    public static class TwinHolder {
        public static Class<?> twinClass() {
            return Twin.class;
        }
    }

    public static String loaderName(ClassLoader l) {
        return l instanceof OwnLoader ? "the own loader" : l == ClassLoader.getSystemClassLoader() ? "the application loader" : String.valueOf(l);
    }

    static class OwnLoader extends ClassLoader {
        OwnLoader() {
            super(LoaderNamespaces.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("LoaderNamespaces$Twin")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = define(name);
                }
                return c;
            }
        }

        Class<?> define(String name) throws ClassNotFoundException {
            try (InputStream in = LoaderNamespaces.class.getResourceAsStream("/" + name + ".class")) {
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            } catch (java.io.IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        OwnLoader loader = new OwnLoader();
        Class<?> own = loader.loadClass("LoaderNamespaces$Twin");
        System.out.println("same name: " + own.getName().equals(Twin.class.getName()));
        System.out.println("same class: " + (own == Twin.class));
        System.out.println("its loader: " + loaderName(own.getClassLoader()));
        System.out.println("found again: " + (loader.loadClass("LoaderNamespaces$Twin") == own));
        Method bump = own.getMethod("bump");
        System.out.println("own: " + bump.invoke(null));
        System.out.println("own: " + bump.invoke(null));
        System.out.println("class path's: " + Twin.bump());
        System.out.println("own names the class path's TwinHolder's Twin: "
                + own.getMethod("sameAsClassPaths").invoke(null));
        System.out.println("class path's names its own: " + Twin.sameAsClassPaths());
        Object o = own.getDeclaredConstructor().newInstance();
        System.out.println("instance of the class path's: " + (o instanceof Twin));
        try {
            Twin t = (Twin) o;
            System.out.println("cast: " + t);
        } catch (ClassCastException e) {
            System.out.println("cast fails: ClassCastException");
        }
        try {
            loader.define("LoaderNamespaces$Twin");
        } catch (LinkageError e) {
            System.out.println("defined twice: " + e.getClass().getName());
        }
    }
}
