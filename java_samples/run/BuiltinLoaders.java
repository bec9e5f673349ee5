// Which built-in class loader a class belongs to, as the program sees it:
// the boot loader's modules (java.base, java.logging, java.xml) answer
// null, the platform loader's (java.sql, java.net.http) the platform class
// loader, the application loader's JDK modules (jdk.compiler) and the
// class path's classes the system class loader. Arrays answer for their
// element class.
public class BuiltinLoaders {
    static String who(ClassLoader l) {
        if (l == null) return "boot";
        if (l == ClassLoader.getPlatformClassLoader()) return "platform";
        if (l == ClassLoader.getSystemClassLoader()) return "system";
        return "other";
    }

    public static void main(String[] args) throws Exception {
        String[] names = {
            "java.lang.String", "java.util.logging.Logger", "javax.xml.parsers.DocumentBuilder",
            "java.sql.Date", "java.net.http.HttpClient", "com.sun.tools.javac.Main",
            "BuiltinLoaders", "[Ljava.sql.Timestamp;", "[[LBuiltinLoaders;",
        };
        for (String n : names) {
            Class<?> c = Class.forName(n, false, ClassLoader.getSystemClassLoader());
            System.out.println(n + ": " + who(c.getClassLoader()));
        }
        System.out.println("int: " + who(int.class.getClassLoader()));
        System.out.println("platform's parent: " + who(ClassLoader.getPlatformClassLoader().getParent()));
        System.out.println("system's parent: " + who(ClassLoader.getSystemClassLoader().getParent()));
    }
}
