// java.time on the wider library: LocalDate arithmetic and adjusters, Period,
// Duration, DateTimeFormatter patterns in several locales (localized styles
// too), ZonedDateTime across Paris's DST gap and overlap, zone rules and
// transitions, IsoFields, parse errors.
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

public class TimeApi3 {
    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 29);
        System.out.println(d.plusYears(1) + " " + d.minusMonths(12) + " " + d.plusDays(366));
        System.out.println(d.getDayOfWeek() + " " + d.getDayOfYear() + " " + d.isLeapYear() + " " + d.lengthOfMonth());
        System.out.println(ChronoUnit.DAYS.between(LocalDate.of(2000, 1, 1), d));
        System.out.println(Period.between(LocalDate.of(1999, 12, 31), d));
        System.out.println(d.with(TemporalAdjusters.lastDayOfMonth()) + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)));
        System.out.println(d.with(TemporalAdjusters.firstInMonth(DayOfWeek.FRIDAY)));
        Duration du = Duration.ofSeconds(3725, 123456789);
        System.out.println(du + " " + du.toMinutes() + " " + du.toHoursPart() + " " + du.toMillis() + " " + du.negated());
        System.out.println(Duration.between(LocalTime.of(10, 15), LocalTime.of(8, 5, 30)));
        System.out.println(Duration.parse("PT-1.5S") + " " + Period.parse("P1Y2M3W4D"));
        DateTimeFormatter f = DateTimeFormatter.ofPattern("EEEE, dd MMMM uuuu HH:mm:ss.SSS", Locale.US);
        LocalDateTime ldt = LocalDateTime.of(2023, 7, 4, 13, 5, 9, 7_000_000);
        System.out.println(f.format(ldt));
        System.out.println(DateTimeFormatter.ofPattern("EEE d MMM yy h:mm a", Locale.FRANCE).format(ldt));
        System.out.println(DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.GERMANY).format(ldt));
        System.out.println(DateTimeFormatter.ISO_WEEK_DATE.format(ldt) + " " + DateTimeFormatter.ISO_ORDINAL_DATE.format(ldt));
        System.out.println(DateTimeFormatter.BASIC_ISO_DATE.format(ldt));
        System.out.println(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(Locale.US).format(ldt));
        System.out.println(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(Locale.UK).format(ldt));
        System.out.println(DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).withLocale(Locale.JAPAN).format(ldt).length());
        LocalDate parsed = LocalDate.parse("12/03/2021", DateTimeFormatter.ofPattern("dd/MM/yyyy"));
        System.out.println(parsed + " " + parsed.get(IsoFields.QUARTER_OF_YEAR) + " " + parsed.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
        try {
            LocalDate.parse("2021-02-30");
        } catch (DateTimeParseException e) {
            System.out.println(e.getMessage());
        }
        try {
            LocalDate.of(2021, 13, 1);
        } catch (DateTimeException e) {
            System.out.println(e.getMessage());
        }
        ZoneId paris = ZoneId.of("Europe/Paris");
        ZonedDateTime z = ZonedDateTime.of(LocalDateTime.of(2023, 3, 26, 1, 30), paris);
        System.out.println(z + " -> " + z.plusHours(1) + " -> " + z.plusHours(2));
        ZonedDateTime gap = ZonedDateTime.of(LocalDateTime.of(2023, 3, 26, 2, 30), paris);
        System.out.println(gap);
        ZonedDateTime overlap = ZonedDateTime.of(LocalDateTime.of(2023, 10, 29, 2, 30), paris);
        System.out.println(overlap + " " + overlap.withLaterOffsetAtOverlap());
        ZonedDateTime ny = z.withZoneSameInstant(ZoneId.of("America/New_York"));
        System.out.println(ny + " " + ny.getOffset() + " " + ny.toInstant());
        System.out.println(ZoneId.of("Asia/Kolkata").getRules().getOffset(Instant.EPOCH));
        System.out.println(ZoneId.of("Australia/Lord_Howe").getRules().getOffset(Instant.parse("2023-01-01T00:00:00Z")));
        System.out.println(paris.getRules().nextTransition(Instant.parse("2023-06-01T00:00:00Z")));
        System.out.println(paris.getRules().isDaylightSavings(Instant.parse("2023-06-01T00:00:00Z")));
        System.out.println(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm zzz VV xxx", Locale.US).format(ny));
        System.out.println(DateTimeFormatter.RFC_1123_DATE_TIME.format(ny));
        System.out.println(Instant.ofEpochSecond(1_700_000_000L) + " " + Instant.ofEpochMilli(-1));
        System.out.println(OffsetDateTime.of(ldt, ZoneOffset.ofHoursMinutes(5, 30)).toEpochSecond());
        System.out.println(YearMonth.of(2023, 2).atEndOfMonth() + " " + Year.of(1900).isLeap() + " " + MonthDay.of(2, 29).isValidYear(2023));
        System.out.println(Month.JANUARY.plus(13) + " " + DayOfWeek.SUNDAY.getDisplayName(TextStyle.SHORT, Locale.US));
        System.out.println(LocalTime.MIDNIGHT.minusNanos(1) + " " + LocalTime.NOON.truncatedTo(ChronoUnit.HOURS));
        List<LocalDate> dates = new ArrayList<>(List.of(LocalDate.of(2020, 5, 1), LocalDate.of(2019, 12, 31), LocalDate.of(2020, 1, 1)));
        Collections.sort(dates);
        System.out.println(dates);
        System.out.println(LocalDate.of(2020, 1, 1).datesUntil(LocalDate.of(2020, 3, 1), Period.ofWeeks(2)).toList());
        System.out.println(ZonedDateTime.parse("2023-07-04T10:15:30+02:00[Europe/Paris]").toOffsetDateTime());
        System.out.println(TimeZone.getTimeZone("America/Los_Angeles").getRawOffset() + " " + TimeZone.getTimeZone("PST").getID());
    }
}
