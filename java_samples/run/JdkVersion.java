// The class library's version as a program reads it: java.version,
// java.version.date and java.runtime.version are those of the JDK in use
// (its release file), and agree with Runtime.version().
public class JdkVersion {
    public static void main(String[] args) {
        String version = System.getProperty("java.version");
        System.out.println("java.version: " + version);
        System.out.println("java.version.date: " + System.getProperty("java.version.date"));
        System.out.println("java.runtime.version: " + System.getProperty("java.runtime.version"));
        System.out.println("Runtime.version(): " + Runtime.version());
        Runtime.Version v = Runtime.version();
        System.out.println("agree: " + version.equals(v.version().stream().map(String::valueOf)
                .reduce((a, b) -> a + "." + b).orElse(""))
                + " " + System.getProperty("java.runtime.version").equals(v.toString())
                + " " + System.getProperty("java.specification.version").equals(String.valueOf(v.feature())));
        String[] parts = version.split("\\.");
        System.out.println("feature: " + Integer.parseInt(parts[0]) + ", modern: " + (Integer.parseInt(parts[0]) >= 9));
    }
}
