import java.util.Date;
public class DateMinute {
    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        int m = new Date().getMinutes();
        assert m != 17 : "minute 17";
    }
}
