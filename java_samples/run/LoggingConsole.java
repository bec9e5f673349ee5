// java.util.logging to the console: the root logger's ConsoleHandler
// writes records of level INFO and above to System.err through a
// SimpleFormatter (its format set by the system property, without the
// time), loggers' levels and parents, a handler of the program's own.
import java.util.logging.*;

public class LoggingConsole {
    public static void main(String[] args) {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s [%3$s] %2$s: %5$s%n");
        Logger log = Logger.getLogger("demo.app");
        log.logp(Level.INFO, "LoggingConsole", "main", "starting {0} of {1}", new Object[] {1, 2});
        log.logp(Level.WARNING, "LoggingConsole", "main", "a warning");
        log.logp(Level.FINE, "LoggingConsole", "main", "below the console's level");
        System.out.println("level: " + log.getLevel() + " parent: [" + log.getParent().getName() + "] "
                + log.getParent().getLevel());
        System.out.println("loggable FINE: " + log.isLoggable(Level.FINE) + " INFO: " + log.isLoggable(Level.INFO));

        StringBuilder seen = new StringBuilder();
        Handler mine = new Handler() {
            @Override
            public void publish(LogRecord r) {
                seen.append(r.getLevel()).append(':').append(r.getMessage()).append(';');
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.addHandler(mine);
        log.setLevel(Level.FINE);
        log.logp(Level.FINE, "LoggingConsole", "main", "fine now");
        log.setUseParentHandlers(false);
        log.logp(Level.SEVERE, "LoggingConsole", "main", "only mine");
        System.out.println("mine saw: " + seen);
        System.out.println("same logger: " + (Logger.getLogger("demo.app") == log));
        System.out.println("handlers on root: " + Logger.getLogger("").getHandlers().length);
    }
}
