// System.getLogger(name, bundle): messages are keys of the resource bundle,
// localized (and formatted with their parameters) before they are logged;
// a key the bundle lacks is logged as it is. The format is set by the
// system properties (without the time) before the first logger is made.
import java.util.ListResourceBundle;
import java.util.ResourceBundle;

public class SystemLoggerBundle {
    public static class Messages extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {
                {"start", "starting the job"},
                {"count", "processed {0} of {1} items"},
            };
        }
    }

    public static void main(String[] args) {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s: %5$s%n");
        System.setProperty("jdk.system.logger.format", "%4$s: %5$s%n");
        ResourceBundle bundle = new Messages();
        System.Logger log = System.getLogger("demo.bundled", bundle);
        System.out.println("name: " + log.getName());
        System.out.println("INFO loggable: " + log.isLoggable(System.Logger.Level.INFO));
        System.out.println("DEBUG loggable: " + log.isLoggable(System.Logger.Level.DEBUG));
        log.log(System.Logger.Level.INFO, "start");
        log.log(System.Logger.Level.WARNING, "count", 3, 7);
        log.log(System.Logger.Level.INFO, "not a key");
        log.log(System.Logger.Level.DEBUG, "start");
        try {
            System.getLogger("x", null);
        } catch (NullPointerException e) {
            System.out.println("null bundle: NullPointerException");
        }
        System.out.println("done");
    }
}
