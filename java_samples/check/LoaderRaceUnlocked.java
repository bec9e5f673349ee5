// expect: exception java.lang.LinkageError
// states: all=129 no-por=3455 no-symmetry=129 none=3455 dpor=129
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
        // Read while one thread runs: reading through the class path
        // takes steps as many as its directory's name has characters.
        final byte[] payload;

        OwnLoader() throws java.io.IOException {
            super(LoaderRaceUnlocked.class.getClassLoader());
            try (InputStream in = getParent().getResourceAsStream("LoaderRaceUnlocked$Payload.class")) {
                payload = in.readAllBytes();
            }
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("LoaderRaceUnlocked$Payload")) {
                return super.loadClass(name, resolve);
            }
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                c = defineClass(name, payload, 0, payload.length);
                defined++;
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
