import java.time.DayOfWeek;
import java.time.LocalDateTime;
public class LocalDateWeekday {
    public static void main(String[] args) {
        DayOfWeek d = LocalDateTime.now().getDayOfWeek();
        assert d != DayOfWeek.WEDNESDAY : "it is " + d;
    }
}
