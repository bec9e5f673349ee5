import java.lang.reflect.Method;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;

// A class a loader of the program's own defined names classes its loader
// has not defined yet: as on HotSpot the loader is asked (its loadClass,
// then findClass), which defines LoaderB from its bytes at that moment; a
// class neither it nor the class path has is a NoClassDefFoundError where
// it is named; the loader has then loaded both of its classes, and the
// class path's code does not see them. The bytes are javac 17's for:
//
//   public class LoaderA {
//       public static String hi() {
//           return "A sees " + LoaderB.name();
//       }
//
//       public static String missing() {
//           try {
//               return LoaderC.x();
//           } catch (NoClassDefFoundError e) {
//               return "no class " + e.getMessage();
//           }
//       }
//   }
//
//   public class LoaderB {
//       public static String name() {
//           return "B of " + LoaderB.class.getClassLoader().getClass().getSimpleName();
//       }
//   }
//
// (LoaderC, a class with a static String x(), was compiled with them and
// left out.)
public class LoaderAskedAtResolution {
    static final String A =
              "yv66vgAAAD0ANgoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQAD"
            + "KClWCgAIAAkHAAoMAAsADAEAB0xvYWRlckIBAARuYW1lAQAUKClMamF2YS9sYW5nL1N0cmlu"
            + "ZzsSAAAADgwADwAQAQAXbWFrZUNvbmNhdFdpdGhDb25zdGFudHMBACYoTGphdmEvbGFuZy9T"
            + "dHJpbmc7KUxqYXZhL2xhbmcvU3RyaW5nOwoAEgATBwAUDAAVAAwBAAdMb2FkZXJDAQABeAcA"
            + "FwEAHmphdmEvbGFuZy9Ob0NsYXNzRGVmRm91bmRFcnJvcgoAFgAZDAAaAAwBAApnZXRNZXNz"
            + "YWdlEgABAA4HAB0BAAdMb2FkZXJBAQAEQ29kZQEAD0xpbmVOdW1iZXJUYWJsZQEAAmhpAQAH"
            + "bWlzc2luZwEADVN0YWNrTWFwVGFibGUBAApTb3VyY2VGaWxlAQAMTG9hZGVyQS5qYXZhAQAQ"
            + "Qm9vdHN0cmFwTWV0aG9kcw8GACcKACgAKQcAKgwADwArAQAkamF2YS9sYW5nL2ludm9rZS9T"
            + "dHJpbmdDb25jYXRGYWN0b3J5AQCYKExqYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMk"
            + "TG9va3VwO0xqYXZhL2xhbmcvU3RyaW5nO0xqYXZhL2xhbmcvaW52b2tlL01ldGhvZFR5cGU7"
            + "TGphdmEvbGFuZy9TdHJpbmc7W0xqYXZhL2xhbmcvT2JqZWN0OylMamF2YS9sYW5nL2ludm9r"
            + "ZS9DYWxsU2l0ZTsIAC0BAAhBIHNlZXMgAQgALwEACm5vIGNsYXNzIAEBAAxJbm5lckNsYXNz"
            + "ZXMHADIBACVqYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwBwA0AQAeamF2"
            + "YS9sYW5nL2ludm9rZS9NZXRob2RIYW5kbGVzAQAGTG9va3VwACEAHAACAAAAAAADAAEABQAG"
            + "AAEAHgAAAB0AAQABAAAABSq3AAGxAAAAAQAfAAAABgABAAAAAQAJACAADAABAB4AAAAhAAEA"
            + "AAAAAAm4AAe6AA0AALAAAAABAB8AAAAGAAEAAAADAAkAIQAMAAEAHgAAAEMAAQABAAAAD7gA"
            + "EbBLKrYAGLoAGwAAsAABAAAAAwAEABYAAgAfAAAADgADAAAACAAEAAkABQAKACIAAAAGAAFE"
            + "BwAWAAMAIwAAAAIAJAAlAAAADgACACYAAQAsACYAAQAuADAAAAAKAAEAMQAzADUAGQ==";

    static final String B =
              "yv66vgAAAD0ALwoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQAD"
            + "KClWBwAIAQAHTG9hZGVyQgoACgALBwAMDAANAA4BAA9qYXZhL2xhbmcvQ2xhc3MBAA5nZXRD"
            + "bGFzc0xvYWRlcgEAGSgpTGphdmEvbGFuZy9DbGFzc0xvYWRlcjsKAAIAEAwAEQASAQAIZ2V0"
            + "Q2xhc3MBABMoKUxqYXZhL2xhbmcvQ2xhc3M7CgAKABQMABUAFgEADWdldFNpbXBsZU5hbWUB"
            + "ABQoKUxqYXZhL2xhbmcvU3RyaW5nOxIAAAAYDAAZABoBABdtYWtlQ29uY2F0V2l0aENvbnN0"
            + "YW50cwEAJihMamF2YS9sYW5nL1N0cmluZzspTGphdmEvbGFuZy9TdHJpbmc7AQAEQ29kZQEA"
            + "D0xpbmVOdW1iZXJUYWJsZQEABG5hbWUBAApTb3VyY2VGaWxlAQAMTG9hZGVyQi5qYXZhAQAQ"
            + "Qm9vdHN0cmFwTWV0aG9kcw8GACIKACMAJAcAJQwAGQAmAQAkamF2YS9sYW5nL2ludm9rZS9T"
            + "dHJpbmdDb25jYXRGYWN0b3J5AQCYKExqYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMk"
            + "TG9va3VwO0xqYXZhL2xhbmcvU3RyaW5nO0xqYXZhL2xhbmcvaW52b2tlL01ldGhvZFR5cGU7"
            + "TGphdmEvbGFuZy9TdHJpbmc7W0xqYXZhL2xhbmcvT2JqZWN0OylMamF2YS9sYW5nL2ludm9r"
            + "ZS9DYWxsU2l0ZTsIACgBAAZCIG9mIAEBAAxJbm5lckNsYXNzZXMHACsBACVqYXZhL2xhbmcv"
            + "aW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwBwAtAQAeamF2YS9sYW5nL2ludm9rZS9NZXRo"
            + "b2RIYW5kbGVzAQAGTG9va3VwACEABwACAAAAAAACAAEABQAGAAEAGwAAAB0AAQABAAAABSq3"
            + "AAGxAAAAAQAcAAAABgABAAAAAQAJAB0AFgABABsAAAApAAEAAAAAABESB7YACbYAD7YAE7oA"
            + "FwAAsAAAAAEAHAAAAAYAAQAAAAMAAwAeAAAAAgAfACAAAAAIAAEAIQABACcAKQAAAAoAAQAq"
            + "ACwALgAZ";

    /** Serves the bytes it has; delegates everything else; logs what it defines. */
    static class MapLoader extends ClassLoader {
        private final Map<String, byte[]> classes = new HashMap<>();

        MapLoader() {
            super(LoaderAskedAtResolution.class.getClassLoader());
            classes.put("LoaderA", Base64.getDecoder().decode(A));
            classes.put("LoaderB", Base64.getDecoder().decode(B));
        }

        @Override
        protected Class<?> findClass(String n) throws ClassNotFoundException {
            byte[] b = classes.get(n);
            if (b == null) {
                System.out.println("  (asked for " + n + ": not mine)");
                throw new ClassNotFoundException(n);
            }
            System.out.println("  (defining " + n + ")");
            return defineClass(n, b, 0, b.length);
        }

        boolean loaded(String n) {
            return findLoadedClass(n) != null;
        }
    }

    public static void main(String[] args) throws Exception {
        MapLoader loader = new MapLoader();
        Class<?> a = loader.loadClass("LoaderA");
        System.out.println("LoaderB loaded before use: " + loader.loaded("LoaderB"));
        Method hi = a.getMethod("hi");
        System.out.println(hi.invoke(null));
        System.out.println("LoaderB loaded after use: " + loader.loaded("LoaderB"));
        System.out.println(hi.invoke(null));
        System.out.println(a.getMethod("missing").invoke(null));
        try {
            Class.forName("LoaderB");
        } catch (ClassNotFoundException e) {
            System.out.println("the application loader: no " + e.getMessage());
        }
    }
}
