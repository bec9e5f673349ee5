import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** An invoice: BigDecimal money, enum tax classes with behaviour, LocalDate due dates, formatting. */
public class InvoiceReport {
    enum TaxClass {
        STANDARD("0.20"), REDUCED("0.055"), EXEMPT("0") {
            @Override
            String label() {
                return "exempt";
            }
        };

        final BigDecimal rate;

        TaxClass(String rate) {
            this.rate = new BigDecimal(rate);
        }

        String label() {
            return rate.movePointRight(2).stripTrailingZeros().toPlainString() + "%";
        }
    }

    record Line(String item, int qty, BigDecimal unitPrice, TaxClass tax) {
        BigDecimal net() {
            return unitPrice.multiply(BigDecimal.valueOf(qty));
        }

        BigDecimal taxAmount() {
            return net().multiply(tax.rate).setScale(2, RoundingMode.HALF_EVEN);
        }
    }

    static LocalDate dueDate(LocalDate issued, int days) {
        LocalDate due = issued.plusDays(days);
        if (due.getDayOfWeek() == DayOfWeek.SATURDAY || due.getDayOfWeek() == DayOfWeek.SUNDAY) {
            due = due.with(TemporalAdjusters.next(DayOfWeek.MONDAY));
        }
        return due;
    }

    public static void main(String[] args) {
        List<Line> lines = new ArrayList<>(List.of(
                new Line("Widget", 3, new BigDecimal("19.99"), TaxClass.STANDARD),
                new Line("Book \"Java\"", 1, new BigDecimal("42.50"), TaxClass.REDUCED),
                new Line("Support hour", 2, new BigDecimal("85"), TaxClass.EXEMPT),
                new Line("Cable", 7, new BigDecimal("1.333"), TaxClass.STANDARD)));
        LocalDate issued = LocalDate.of(2024, 2, 27);
        DateTimeFormatter fmt = DateTimeFormatter.ofPattern("EEE d MMM uuuu", Locale.UK);
        System.out.println("Invoice issued " + issued.format(fmt) + ", due " + dueDate(issued, 31).format(fmt)
                + " (" + ChronoUnit.DAYS.between(issued, dueDate(issued, 31)) + " days)");
        Map<TaxClass, BigDecimal> taxByClass = new EnumMap<>(TaxClass.class);
        BigDecimal net = BigDecimal.ZERO;
        for (Line l : lines) {
            net = net.add(l.net());
            taxByClass.merge(l.tax(), l.taxAmount(), BigDecimal::add);
            System.out.println(String.format(Locale.US, "%-14s %3d x %8s = %9s  %s", l.item(), l.qty(),
                    l.unitPrice().toPlainString(), l.net().setScale(2, RoundingMode.HALF_UP), l.tax().label()));
        }
        BigDecimal tax = taxByClass.values().stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        taxByClass.forEach((k, v) -> System.out.println("  tax " + k + " " + v));
        BigDecimal gross = net.add(tax).setScale(2, RoundingMode.HALF_UP);
        System.out.println(String.format(Locale.GERMANY, "net %,.2f tax %,.2f gross %,.2f", net, tax, gross));
        BigDecimal[] split = gross.divideAndRemainder(new BigDecimal(3));
        System.out.println("three instalments of " + gross.divide(new BigDecimal(3), 2, RoundingMode.DOWN)
                + ", remainder " + split[1] + ", " + TaxClass.valueOf("EXEMPT").getClass().getSuperclass().getSimpleName());
        switch (gross.compareTo(new BigDecimal("300"))) {
            case 1 -> System.out.println("large invoice");
            case 0 -> System.out.println("exactly 300");
            default -> System.out.println("small invoice");
        }
    }
}
