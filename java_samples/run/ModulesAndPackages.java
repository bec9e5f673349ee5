// Class.getPackage and Class.getModule as java prints them: a JDK class is
// in its named module of the run-time image (java.base, java.logging) and
// its package (one Package object per package, without implementation
// attributes); a class of the default package is in the unnamed package ""
// of the unnamed module; arrays and primitive types have no package.
import java.util.List;

public class ModulesAndPackages {
    public static void main(String[] args) {
        Package p = String.class.getPackage();
        System.out.println(p.getName() + " | " + p);
        Module base = String.class.getModule();
        System.out.println(base.getName() + " " + base.isNamed() + " " + base);
        System.out.println(Object.class.getPackage().getImplementationTitle() + " "
                + Object.class.getPackage().getImplementationVersion() + " "
                + Object.class.getPackage().getSpecificationTitle());
        System.out.println("same package: " + (String.class.getPackage() == Integer.class.getPackage()));
        System.out.println("same module: " + (String.class.getModule() == List.class.getModule()));
        System.out.println(List.class.getPackage().getName() + " " + List.class.getModule().getName());
        System.out.println(java.util.logging.Logger.class.getModule().getName());
        java.lang.module.ModuleDescriptor d = base.getDescriptor();
        System.out.println(d.name() + " " + d.packages().contains("java.lang") + " " + base.getPackages().contains("java.util")
                + " " + d.exports().stream().anyMatch(e -> e.source().equals("java.io") && !e.isQualified()));
        System.out.println(String[].class.getModule().getName() + " " + int.class.getModule().getName());
        Package mine = ModulesAndPackages.class.getPackage();
        System.out.println("'" + mine.getName() + "' | " + mine + " | " + mine.isSealed());
        Module unnamed = ModulesAndPackages.class.getModule();
        System.out.println(unnamed.isNamed() + " " + unnamed.getName());
        System.out.println(int.class.getPackage() + " " + String[].class.getPackage());
    }
}
