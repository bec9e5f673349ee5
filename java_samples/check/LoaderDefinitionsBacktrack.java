// expect: no_violation
// states: all=3 no-por=3 no-symmetry=3 none=3 dpor=3
// about: a choice decides whether a loader of the program's defines a class before a second request; on every path the loader defines it exactly once, its class belongs to it and its initialiser runs once (a definition kept across backtracking would be found already defined)
import java.io.InputStream;
import wayfinder.Verify;

public class LoaderDefinitionsBacktrack {
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
            super(LoaderDefinitionsBacktrack.class.getClassLoader());
            try (InputStream in = getParent().getResourceAsStream("LoaderDefinitionsBacktrack$Payload.class")) {
                payload = in.readAllBytes();
            }
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals("LoaderDefinitionsBacktrack$Payload")) {
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

    public static void main(String[] args) throws Exception {
        boolean early = Verify.randomBool();
        OwnLoader loader = new OwnLoader();
        String name = "LoaderDefinitionsBacktrack$Payload";
        if (early) {
            Class<?> c = loader.loadClass(name);
            assert c.getClassLoader() == loader : "early: defined by " + c.getClassLoader();
        }
        Class<?> c = loader.loadClass(name);
        assert c.getClassLoader() == loader : "defined by " + c.getClassLoader();
        assert loader.defined == 1 : "defined " + loader.defined + " times";
        int inits = (Integer) c.getMethod("inits").invoke(null);
        assert inits == 1 : "initialised " + inits + " times";
        assert c != Payload.class;
        System.out.println("ok " + early);
    }
}
