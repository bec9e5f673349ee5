// A class loader of the program's own is asked by Class.forName(name, init,
// loader), and class files the JDK would not accept are refused as HotSpot
// refuses them: a newer major version or a non-zero minor version is an
// UnsupportedClassVersionError, a wrong magic number or a file that ends
// too soon a ClassFormatError. The version properties a program checks
// them against (java.class.version, java.vm.version) exist.
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;

public class ClassFileRefusals {
    static class Asking extends ClassLoader {
        int asked;
        Asking() { super(null); }
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            asked++;
            if (name.equals("Nowhere")) {
                throw new ClassNotFoundException("not here: " + name);
            }
            return super.loadClass(name, resolve);
        }
    }

    public static void main(String[] args) throws Exception {
        String classVersion = System.getProperty("java.class.version");
        System.out.println("java.class.version " + classVersion);
        System.out.println("java.vm.version set: " + (System.getProperty("java.vm.version") != null));
        System.out.println("java.vm.specification.name: " + System.getProperty("java.vm.specification.name"));
        int major = Integer.parseInt(classVersion.split("\\.")[0]);

        Asking asking = new Asking();
        try {
            Class.forName("Nowhere", false, asking);
        } catch (ClassNotFoundException e) {
            System.out.println("own loader: " + e.getMessage() + ", asked " + asking.asked);
        }
        System.out.println("own loader finds String: " + (Class.forName("java.lang.String", true, asking) == String.class));

        File dir = Files.createTempDirectory("refusals").toFile();
        URLClassLoader loader = new URLClassLoader(new URL[] {dir.toURI().toURL()}, null);
        long[][] headers = {
            {0xCAFEBABEL, major + 1, 0},
            {0xCAFEBABEL, major, 3},
            {0xCAFEBABEL, major, 0xFFFF},
            {0xCAFEBABEL, major, 0},
            {0xCAFEBABFL, major, 0},
        };
        int n = 0;
        for (long[] h : headers) {
            String name = "Made" + n++;
            File f = new File(dir, name + ".class");
            try (DataOutputStream out = new DataOutputStream(new FileOutputStream(f))) {
                out.writeInt((int) h[0]);
                out.writeShort((int) h[2]);
                out.writeShort((int) h[1]);
            }
            try {
                Class.forName(name, false, loader);
                System.out.println(name + ": defined");
            } catch (Throwable t) {
                System.out.println(name + ": " + t);
            }
            f.delete();
        }
        dir.delete();
    }
}
