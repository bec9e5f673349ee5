// A user-defined checked exception escaping main (declared with throws):
// the JVM prints Exception in thread "main" ConfigException: ... and exits 1.
import java.util.Map;
import java.util.TreeMap;

public class UncaughtChecked {
    static Map<String, String> config = new TreeMap<>();

    static String require(String key) throws ConfigException {
        String v = config.get(key);
        if (v == null) {
            throw new ConfigException(key);
        }
        return v;
    }

    public static void main(String[] args) throws ConfigException {
        config.put("host", "localhost");
        config.put("port", "8080");
        for (String key : new String[] {"host", "port", "user", "password"}) {
            System.out.println(key + " = " + require(key));
        }
        System.out.println("unreachable");
    }
}

class ConfigException extends Exception {
    ConfigException(String key) {
        super("missing required key '" + key + "'");
    }
}
