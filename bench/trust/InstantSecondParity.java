import java.time.Instant;
public class InstantSecondParity {
    public static void main(String[] args) {
        long s = Instant.now().getEpochSecond();
        assert s % 5 != 1 : "s=" + s;
    }
}
