// A runtime package is a package and its class loader: a loader of the
// program's own defines LoaderPackageAccess$Caller from the class path's
// bytes, in the same (unnamed) package as the class path's classes, and
// delegates every other name to its parent. Its code may use the class
// path's public class and members, but not a package-private class, method
// or field of the class path's (IllegalAccessError, as on HotSpot), nor a
// protected member of a class it does not extend; the class path's own
// copy of Caller may.
import java.io.InputStream;
import java.util.function.Supplier;

public class LoaderPackageAccess {
    public static class Helper {
        static int count = 7;
        public static int shared = 1;

        static String secret() {
            return "secret";
        }

        public static String open() {
            return "open";
        }

        protected static String guarded() {
            return "guarded";
        }
    }

    static class Hidden {
        public static String name() {
            return "hidden";
        }
    }

    public static class Caller implements Supplier<String> {
        @Override
        public String get() {
            StringBuilder out = new StringBuilder();
            out.append(Helper.open()).append(' ').append(Helper.shared).append('\n');
            try {
                out.append(Helper.secret()).append('\n');
            } catch (IllegalAccessError e) {
                out.append("method: ").append(e.getClass().getName()).append('\n');
            }
            try {
                out.append(Helper.count).append('\n');
            } catch (IllegalAccessError e) {
                out.append("field: ").append(e.getClass().getName()).append('\n');
            }
            try {
                out.append(Helper.guarded()).append('\n');
            } catch (IllegalAccessError e) {
                out.append("protected: ").append(e.getClass().getName()).append('\n');
            }
            try {
                out.append(Hidden.name()).append('\n');
            } catch (IllegalAccessError e) {
                out.append("class: ").append(e.getClass().getName()).append('\n');
            }
            return out.toString();
        }
    }

    static class OwnLoader extends ClassLoader {
        OwnLoader() {
            super(LoaderPackageAccess.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("LoaderPackageAccess$Caller")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
                        byte[] b = in.readAllBytes();
                        c = defineClass(name, b, 0, b.length);
                    } catch (java.io.IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c;
            }
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        System.out.print("class path's Caller:\n" + new Caller().get());
        Class<?> own = new OwnLoader().loadClass("LoaderPackageAccess$Caller");
        Supplier<String> caller = (Supplier<String>) own.getDeclaredConstructor().newInstance();
        System.out.print("own loader's Caller:\n" + caller.get());
    }
}
