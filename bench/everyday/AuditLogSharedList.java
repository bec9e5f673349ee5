import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;

// Bug: the workers add their formatted lines to a plain ArrayList; two adds
// can write the same slot (both read size 0), so one line is lost, or the
// list's size runs past its array and add throws.
public class AuditLogSharedList {
    static final Logger LOG = Logger.getLogger("audit");
    static final DateTimeFormatter FMT = DateTimeFormatter.ISO_LOCAL_DATE;
    static final List<String> lines = new ArrayList<>();

    static void process(String date, int amount) {
        String line = FMT.format(LocalDate.parse(date).plusDays(1)) + " " + amount;
        LOG.fine(line);
        lines.add(line);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> process("2024-01-05", 12), "audit-a");
        Thread b = new Thread(() -> process("2024-03-15", 30), "audit-b");
        a.start();
        b.start();
        a.join();
        b.join();
        assert lines.size() == 2 && !lines.contains(null) : "lines " + lines;
        System.out.println(lines);
    }
}
