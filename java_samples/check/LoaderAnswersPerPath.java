// expect: no_violation
// states: all=4 no-por=4 no-symmetry=4 none=4 dpor=4
// about: a choice decides whether a loader of the program's defines its own Target or hands out the class path's; the class it defines first (Probe, the same bytes on both paths) names Target and must see the loader's answer of its own path, not the one another path of the search gave
import java.io.InputStream;
import wayfinder.Verify;

public class LoaderAnswersPerPath {
    public static class Target {
        public static boolean ownLoaders() {
            return Target.class.getClassLoader() != ClassLoader.getSystemClassLoader();
        }
    }

    public static class Probe {
        public static boolean targetIsOwn() {
            return Target.ownLoaders();
        }
    }

    static class OwnLoader extends ClassLoader {
        final boolean ownTarget;
        final byte[] probe;
        final byte[] target;

        OwnLoader(boolean ownTarget) throws java.io.IOException {
            super(LoaderAnswersPerPath.class.getClassLoader());
            this.ownTarget = ownTarget;
            probe = read("LoaderAnswersPerPath$Probe");
            target = read("LoaderAnswersPerPath$Target");
        }

        private byte[] read(String name) throws java.io.IOException {
            try (InputStream in = getParent().getResourceAsStream(name + ".class")) {
                return in.readAllBytes();
            }
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            byte[] b = name.equals("LoaderAnswersPerPath$Probe") ? probe
                    : name.equals("LoaderAnswersPerPath$Target") && ownTarget ? target : null;
            if (b == null) {
                // Straight to the parent: ClassLoader.loadClass times the
                // delegation with the clock.
                return getParent().loadClass(name);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                return c != null ? c : defineClass(name, b, 0, b.length);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        boolean own = Verify.randomBool();
        OwnLoader loader = new OwnLoader(own);
        Class<?> probe = loader.loadClass("LoaderAnswersPerPath$Probe");
        boolean seen = (Boolean) probe.getMethod("targetIsOwn").invoke(null);
        assert seen == own : "the loader answered " + (own ? "its own" : "the class path's") + " Target, the probe saw the other";
        System.out.println("ok " + own);
    }
}
