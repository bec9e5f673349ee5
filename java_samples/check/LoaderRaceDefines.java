// expect: no_violation
// states: all=167 no-por=2473 no-symmetry=167 none=2473 dpor=167
// about: two threads ask one loader of the program's for the same class; whichever comes first defines it (the loader's lock orders them) and the other finds it: exactly one definition and one initialisation on every schedule
import java.io.InputStream;

public class LoaderRaceDefines {
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
            super(LoaderRaceDefines.class.getClassLoader());
            try (InputStream in = getParent().getResourceAsStream("LoaderRaceDefines$Payload.class")) {
                payload = in.readAllBytes();
            }
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("LoaderRaceDefines$Payload")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = defineClass(name, payload, 0, payload.length);
                    defined++;
                }
                return c;
            }
        }
    }

    static Class<?> load(OwnLoader loader) {
        try {
            Class<?> c = loader.loadClass("LoaderRaceDefines$Payload");
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
