import java.util.ArrayList;
import java.util.List;

// The application class loader has defined the package of the classes it
// loaded (here the unnamed package of this main class, as the launcher
// defines it) before anything asked for a Package: getDefinedPackage and
// getDefinedPackages see it at once; it defines no package of the JDK's.
public class DefinedPackagesBeforeUse {
    public static void main(String[] args) {
        ClassLoader app = DefinedPackagesBeforeUse.class.getClassLoader();
        Package unnamed = app.getDefinedPackage("");
        System.out.println("unnamed package defined: " + (unnamed != null));
        System.out.println("its name: '" + unnamed.getName() + "'");
        List<String> names = new ArrayList<>();
        for (Package p : app.getDefinedPackages()) {
            names.add(p.getName());
        }
        System.out.println("defined: " + names.size() + ", the unnamed one among them: " + names.contains(""));
        System.out.println("same as the class's: " + (DefinedPackagesBeforeUse.class.getPackage() == unnamed));
        System.out.println("java.lang by the application loader: " + app.getDefinedPackage("java.lang"));
        System.out.println("never loaded: " + app.getDefinedPackage("no.such.pkg"));
        try {
            app.getDefinedPackage(null);
        } catch (NullPointerException e) {
            System.out.println("null name: " + e.getMessage());
        }
    }
}
