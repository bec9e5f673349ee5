// expect: inconclusive
// states: all=5 no-por=50099 no-symmetry=5 none=511210
// about: a Formatter of the program's own branches on the log record's time stamp (getMillis), a wall-clock value the search fixes at one start: the read counts as an input, so a violation-free search is not complete
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

public class LogTimeFormatterBranch {
    public static void main(String[] args) {
        Logger log = Logger.getLogger("stamps");
        log.setUseParentHandlers(false);
        ConsoleHandler handler = new ConsoleHandler();
        handler.setFormatter(new Formatter() {
            @Override
            public String format(LogRecord r) {
                // The program's own code reads the record's time stamp.
                return (r.getMillis() % 2 == 0 ? "even " : "odd ") + r.getMessage() + "\n";
            }
        });
        log.addHandler(handler);
        log.info("hello");
    }
}
