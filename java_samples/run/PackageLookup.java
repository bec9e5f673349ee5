import java.util.Arrays;

// Package objects of the JDK's packages: Package.getPackage(String) finds a
// package of the boot layer's modules that has a loaded class, the same
// object as Class.getPackage() of its classes; a package nobody defined is
// null. The run-time image's packages carry no manifest attributes.
public class PackageLookup {
    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        Package util = Package.getPackage("java.util");
        System.out.println(util + ", name " + util.getName());
        System.out.println("same as ArrayList's: " + (util == java.util.ArrayList.class.getPackage()));
        System.out.println("same again: " + (util == Package.getPackage("java.util")));
        System.out.println("titles: " + util.getImplementationTitle() + " " + util.getSpecificationVersion()
                + ", sealed " + util.isSealed());
        System.out.println("java.lang: " + Package.getPackage("java.lang") + " = String's: "
                + (Package.getPackage("java.lang") == String.class.getPackage()));
        System.out.println("no.such.pkg: " + Package.getPackage("no.such.pkg"));
        System.out.println("java.util among getPackages(): "
                + Arrays.stream(Package.getPackages()).anyMatch(p -> p == util));
        Package sql = java.sql.Timestamp.class.getPackage();
        System.out.println(sql + " = getPackage: " + (sql == Package.getPackage("java.sql")));
        System.out.println("int: " + int.class.getPackage() + ", String[]: " + String[].class.getPackage());
        System.out.println("own: " + PackageLookup.class.getPackage().getName().isEmpty());
        System.out.println("annotations of java.util: " + util.getAnnotations().length);
    }
}
