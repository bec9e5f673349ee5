// The default time zone (UTC unless --time-zone says otherwise; the
// harness runs java with TZ=UTC), LocalDate.now() and ZonedDateTime.now()
// in it, and zone rules read from the JDK's tzdb.dat. The current date is
// not printed: Wayfinder's clock starts at a fixed time.
import java.time.*;
import java.time.format.DateTimeFormatter;
import java.util.Calendar;
import java.util.TimeZone;

public class TimeZoneAndNow {
    public static void main(String[] args) {
        System.out.println("default zone: " + TimeZone.getDefault().getID());
        System.out.println("system default: " + ZoneId.systemDefault());
        LocalDate today = LocalDate.now();
        System.out.println("year is recent: " + (today.getYear() >= 2023));
        ZonedDateTime now = ZonedDateTime.now();
        System.out.println("now's zone: " + now.getZone() + " offset: " + now.getOffset());
        System.out.println("now's date: " + now.toLocalDate().equals(LocalDate.now(ZoneOffset.UTC)));

        ZonedDateTime paris = ZonedDateTime.of(2024, 3, 31, 1, 30, 0, 0, ZoneId.of("Europe/Paris"));
        System.out.println(paris + " -> " + paris.plusHours(1));
        ZonedDateTime ny = paris.withZoneSameInstant(ZoneId.of("America/New_York"));
        System.out.println(ny.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        System.out.println("Tokyo offset: " + ZoneId.of("Asia/Tokyo").getRules().getOffset(Instant.EPOCH));
        TimeZone berlin = TimeZone.getTimeZone("Europe/Berlin");
        System.out.println("Berlin raw offset: " + berlin.getRawOffset() + " uses DST: " + berlin.useDaylightTime());
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        c.setTimeInMillis(0);
        System.out.println("epoch year: " + c.get(Calendar.YEAR) + " day of week: " + c.get(Calendar.DAY_OF_WEEK));
        System.out.println("duration: " + Duration.between(
                LocalDateTime.of(2024, 1, 1, 0, 0), LocalDateTime.of(2024, 3, 1, 12, 0)));
    }
}
