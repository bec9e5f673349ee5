// Module.isExported as the class path sees the JDK's named modules: their
// unqualified exports are exported to everyone and to the unnamed module,
// their internal packages are not, nothing is open; the class path's own
// module is unnamed and exports everything.
public class ModuleExports {
    public static void main(String[] args) {
        Module base = String.class.getModule();
        Module unnamed = ModuleExports.class.getModule();
        System.out.println(base + " exports java.lang: " + base.isExported("java.lang"));
        System.out.println("exports jdk.internal.misc: " + base.isExported("jdk.internal.misc"));
        System.out.println("opens java.lang: " + base.isOpen("java.lang"));
        System.out.println("exports java.util to the unnamed module: " + base.isExported("java.util", unnamed));
        System.out.println("exports jdk.internal.misc to it: " + base.isExported("jdk.internal.misc", unnamed));
        System.out.println("unnamed: named " + unnamed.isNamed() + ", exports anything: " + unnamed.isExported("any.pkg"));
        Module logging = java.util.logging.Logger.class.getModule();
        System.out.println(logging + " exports java.util.logging: " + logging.isExported("java.util.logging"));
        System.out.println("exports sun.util.logging.internal: " + logging.isExported("sun.util.logging.internal"));
        System.out.println("java.base has java.util: " + base.getPackages().contains("java.util"));
    }
}
