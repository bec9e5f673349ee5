// java.util.logging with the caller inferred from the stack (Logger.info,
// warning, log without logp): the record's source class and method come
// from a StackWalker, and SimpleFormatter prints them (the format, set by
// the system property, leaves the time out).
import java.util.logging.*;

public class LoggingCaller {
    static final Logger LOG = Logger.getLogger("demo.caller");

    static class Service {
        void work(int n) {
            LOG.info("working on " + n);
            if (n > 1) {
                LOG.warning("n is large");
            }
        }
    }

    public static void main(String[] args) {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s %2$s: %5$s%n");
        LOG.info("start");
        new Service().work(1);
        new Service().work(2);
        Runnable r = () -> LOG.log(Level.SEVERE, "from a lambda");
        r.run();
        LogRecord rec = new LogRecord(Level.INFO, "manual");
        System.out.println("unset source " + rec.getSourceClassName() + "." + rec.getSourceMethodName());
        LOG.log(rec);
        StringBuilder seen = new StringBuilder();
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                seen.append(r.getSourceClassName()).append('#').append(r.getSourceMethodName()).append(' ');
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        LOG.addHandler(h);
        LOG.fine("not logged");
        LOG.info("seen");
        helper();
        System.out.println("handler saw: " + seen.toString().trim());
    }

    static void helper() {
        LOG.config("config is below INFO");
        LOG.info(() -> "supplied message");
    }
}
