import java.lang.reflect.Method;
import java.util.Base64;

// A class loader of the program's own defines a class from bytes it has
// (a class the class path does not have): the class gets that loader,
// runs, sees the class path's and the JDK's classes, and is found by its
// loader only. The bytes are javac 17's for this source:
//
//   public class LoaderOnlyGreeter implements Runnable {
//       static int count;
//
//       public static String greet(String who) {
//           return "hello, " + who + " (" + LoaderOnlyGreeter.class.getClassLoader().getClass().getSimpleName() + ")";
//       }
//
//       public void run() {
//           count++;
//           System.out.println("run " + count + " " + new java.util.ArrayList<>(java.util.List.of(1, 2)));
//       }
//
//       public String toString() {
//           return "a LoaderOnlyGreeter";
//       }
//   }
public class LoaderDefinedClass {
    static final String CLASS_FILE =
              "yv66vgAAAD0AYQoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQAD"
            + "KClWBwAIAQARTG9hZGVyT25seUdyZWV0ZXIKAAoACwcADAwADQAOAQAPamF2YS9sYW5nL0Ns"
            + "YXNzAQAOZ2V0Q2xhc3NMb2FkZXIBABkoKUxqYXZhL2xhbmcvQ2xhc3NMb2FkZXI7CgACABAM"
            + "ABEAEgEACGdldENsYXNzAQATKClMamF2YS9sYW5nL0NsYXNzOwoACgAUDAAVABYBAA1nZXRT"
            + "aW1wbGVOYW1lAQAUKClMamF2YS9sYW5nL1N0cmluZzsSAAAAGAwAGQAaAQAXbWFrZUNvbmNh"
            + "dFdpdGhDb25zdGFudHMBADgoTGphdmEvbGFuZy9TdHJpbmc7TGphdmEvbGFuZy9TdHJpbmc7"
            + "KUxqYXZhL2xhbmcvU3RyaW5nOwkABwAcDAAdAB4BAAVjb3VudAEAAUkJACAAIQcAIgwAIwAk"
            + "AQAQamF2YS9sYW5nL1N5c3RlbQEAA291dAEAFUxqYXZhL2lvL1ByaW50U3RyZWFtOwcAJgEA"
            + "E2phdmEvdXRpbC9BcnJheUxpc3QKACgAKQcAKgwAKwAsAQARamF2YS9sYW5nL0ludGVnZXIB"
            + "AAd2YWx1ZU9mAQAWKEkpTGphdmEvbGFuZy9JbnRlZ2VyOwsALgAvBwAwDAAxADIBAA5qYXZh"
            + "L3V0aWwvTGlzdAEAAm9mAQA2KExqYXZhL2xhbmcvT2JqZWN0O0xqYXZhL2xhbmcvT2JqZWN0"
            + "OylMamF2YS91dGlsL0xpc3Q7CgAlADQMAAUANQEAGShMamF2YS91dGlsL0NvbGxlY3Rpb247"
            + "KVYKADcAOAcAOQwAKwA6AQAQamF2YS9sYW5nL1N0cmluZwEAJihMamF2YS9sYW5nL09iamVj"
            + "dDspTGphdmEvbGFuZy9TdHJpbmc7EgABADwMABkAPQEAJyhJTGphdmEvbGFuZy9TdHJpbmc7"
            + "KUxqYXZhL2xhbmcvU3RyaW5nOwoAPwBABwBBDABCAEMBABNqYXZhL2lvL1ByaW50U3RyZWFt"
            + "AQAHcHJpbnRsbgEAFShMamF2YS9sYW5nL1N0cmluZzspVggARQEAE2EgTG9hZGVyT25seUdy"
            + "ZWV0ZXIHAEcBABJqYXZhL2xhbmcvUnVubmFibGUBAARDb2RlAQAPTGluZU51bWJlclRhYmxl"
            + "AQAFZ3JlZXQBACYoTGphdmEvbGFuZy9TdHJpbmc7KUxqYXZhL2xhbmcvU3RyaW5nOwEAA3J1"
            + "bgEACHRvU3RyaW5nAQAKU291cmNlRmlsZQEAFkxvYWRlck9ubHlHcmVldGVyLmphdmEBABBC"
            + "b290c3RyYXBNZXRob2RzDwYAUgoAUwBUBwBVDAAZAFYBACRqYXZhL2xhbmcvaW52b2tlL1N0"
            + "cmluZ0NvbmNhdEZhY3RvcnkBAJgoTGphdmEvbGFuZy9pbnZva2UvTWV0aG9kSGFuZGxlcyRM"
            + "b29rdXA7TGphdmEvbGFuZy9TdHJpbmc7TGphdmEvbGFuZy9pbnZva2UvTWV0aG9kVHlwZTtM"
            + "amF2YS9sYW5nL1N0cmluZztbTGphdmEvbGFuZy9PYmplY3Q7KUxqYXZhL2xhbmcvaW52b2tl"
            + "L0NhbGxTaXRlOwgAWAEADGhlbGxvLCABICgBKQgAWgEAB3J1biABIAEBAAxJbm5lckNsYXNz"
            + "ZXMHAF0BACVqYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwBwBfAQAeamF2"
            + "YS9sYW5nL2ludm9rZS9NZXRob2RIYW5kbGVzAQAGTG9va3VwACEABwACAAEARgABAAgAHQAe"
            + "AAAABAABAAUABgABAEgAAAAdAAEAAQAAAAUqtwABsQAAAAEASQAAAAYAAQAAAAEACQBKAEsA"
            + "AQBIAAAAKgACAAEAAAASKhIHtgAJtgAPtgATugAXAACwAAAAAQBJAAAABgABAAAABQABAEwA"
            + "BgABAEgAAABMAAYAAQAAACyyABsEYLMAG7IAH7IAG7sAJVkEuAAnBbgAJ7gALbcAM7gANroA"
            + "OwAAtgA+sQAAAAEASQAAAA4AAwAAAAkACAAKACsACwABAE0AFgABAEgAAAAbAAEAAQAAAAMS"
            + "RLAAAAABAEkAAAAGAAEAAAAOAAMATgAAAAIATwBQAAAADgACAFEAAQBXAFEAAQBZAFsAAAAK"
            + "AAEAXABeAGAAGQ==";

    /** Serves the bytes of one class; delegates everything else. */
    static class BytesLoader extends ClassLoader {
        private final String name;
        private final byte[] bytes;

        BytesLoader(String name, byte[] bytes) {
            super(LoaderDefinedClass.class.getClassLoader());
            this.name = name;
            this.bytes = bytes;
        }

        @Override
        protected Class<?> findClass(String n) throws ClassNotFoundException {
            if (n.equals(name)) {
                return defineClass(n, bytes, 0, bytes.length);
            }
            throw new ClassNotFoundException(n);
        }

        void defineAgain() {
            defineClass(name, bytes, 0, bytes.length);
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes = Base64.getDecoder().decode(CLASS_FILE);
        BytesLoader loader = new BytesLoader("LoaderOnlyGreeter", bytes);
        Class<?> c = loader.loadClass("LoaderOnlyGreeter");
        System.out.println("name: " + c.getName());
        System.out.println("its loader: " + (c.getClassLoader() == loader));
        System.out.println("loaded again: " + (loader.loadClass("LoaderOnlyGreeter") == c));
        System.out.println("forName with its loader: "
                + (Class.forName("LoaderOnlyGreeter", true, loader) == c));
        Method m = c.getMethod("greet", String.class);
        System.out.println(m.invoke(null, "loader"));
        Object o = c.getDeclaredConstructor().newInstance();
        System.out.println(o);
        System.out.println("Runnable: " + (o instanceof Runnable));
        ((Runnable) o).run();
        ((Runnable) o).run();
        try {
            Class.forName("LoaderOnlyGreeter");
            System.out.println("found by the application loader");
        } catch (ClassNotFoundException e) {
            System.out.println("not found by the application loader: " + e.getMessage());
        }
        try {
            loader.defineAgain();
        } catch (LinkageError e) {
            System.out.println("defined twice: " + e.getClass().getName());
        }
    }
}
