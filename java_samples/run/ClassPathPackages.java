// The program's packages are its class loader's, as on HotSpot: a class's
// getPackage() is the package the system class loader defines for it,
// the same object ClassLoader.getDefinedPackage and Package.getPackage find
// (the main class's unnamed package too); a package nobody defined is
// null. A JDK package is found from the program too.
import java.util.Arrays;

public class ClassPathPackages {
    public static void main(String[] args) {
        ClassLoader scl = ClassLoader.getSystemClassLoader();
        System.out.println("before: " + Package.getPackage(""));
        Package p = ClassPathPackages.class.getPackage();
        System.out.println("package: '" + p.getName() + "' " + p);
        System.out.println("same as the loader's: " + (scl.getDefinedPackage("") == p));
        System.out.println("same as Package.getPackage: " + (Package.getPackage("") == p));
        System.out.println("listed by the loader: "
                + Arrays.stream(scl.getDefinedPackages()).anyMatch(x -> x == p));
        System.out.println("sealed " + p.isSealed() + ", title " + p.getImplementationTitle()
                + ", annotations " + p.getAnnotations().length);
        System.out.println("no such package: " + Package.getPackage("no.such.pkg"));
        Package util = Package.getPackage("java.util");
        System.out.println("java.util: " + util + " same as the class's: " + (util == java.util.List.class.getPackage()));
        System.out.println("array: " + String[].class.getPackage() + ", primitive: " + int.class.getPackage());
    }
}
