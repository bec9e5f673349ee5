import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Scanner;
import java.util.logging.Logger;

// Workers parse "date;amount" lines with a Scanner, format the date with a
// per-thread DateTimeFormatter held in a ThreadLocal, log each entry with
// java.util.logging and add a line to a synchronized list.
public class AuditLogWorkers {
    static final Logger LOG = Logger.getLogger("audit");
    static final ThreadLocal<DateTimeFormatter> FMT =
            ThreadLocal.withInitial(() -> DateTimeFormatter.ofPattern("dd MMM yyyy"));
    static final List<String> lines = Collections.synchronizedList(new ArrayList<>());

    static void process(String input) {
        Scanner sc = new Scanner(input).useDelimiter("[;\\n]");
        while (sc.hasNext()) {
            LocalDate d = LocalDate.parse(sc.next());
            int amount = sc.nextInt();
            String line = FMT.get().format(d) + " " + amount;
            LOG.fine(line);
            lines.add(line);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> process("2024-01-05;12\n2024-02-10;7"), "audit-a");
        Thread b = new Thread(() -> process("2024-03-15;30"), "audit-b");
        a.start();
        b.start();
        a.join();
        b.join();
        List<String> sorted = new ArrayList<>(lines);
        Collections.sort(sorted);
        assert sorted.size() == 3 : sorted.toString();
        assert sorted.get(0).equals("05 Jan 2024 12") : sorted.get(0);
        System.out.println(sorted);
    }
}
