// expect: exception java.lang.LinkageError
// states: all=437 no-por=11112 no-symmetry=437 none=11112 dpor=437
// about: two threads ask one loader of the program's for the same class and its loadClass takes no lock: when both find it not loaded before either defines it, the second defineClass is a duplicate class definition (LinkageError); the locked twin is LoaderRaceDefines
import java.io.InputStream;

public class LoaderRaceUnlocked {
    public static class Payload {
        public static int inits;

        static {
            inits++;
        }

        public static int inits() {
            return inits;
        }
    }

    static class OwnLoader extends ClassLoader {
        int defined;

        OwnLoader() {
            super(LoaderRaceUnlocked.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("LoaderRaceUnlocked$Payload")) {
                return super.loadClass(name, resolve);
            }
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
                    byte[] b = in.readAllBytes();
                    c = defineClass(name, b, 0, b.length);
                    defined++;
                } catch (java.io.IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
            return c;
        }
    }

    static Class<?> load(OwnLoader loader) {
        try {
            Class<?> c = loader.loadClass("LoaderRaceUnlocked$Payload");
            assert c.getClassLoader() == loader : "defined by " + c.getClassLoader();
            return c;
        } catch (ClassNotFoundException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        OwnLoader loader = new OwnLoader();
        Class<?>[] seen = new Class<?>[1];
        Thread t = new Thread(() -> seen[0] = load(loader));
        t.start();
        Class<?> c = load(loader);
        t.join();
        assert seen[0] == c : "two classes";
        assert loader.defined == 1 : "defined " + loader.defined + " times";
        int inits = (Integer) c.getMethod("inits").invoke(null);
        assert inits == 1 : "initialised " + inits + " times";
        System.out.println("ok");
    }
}
