import java.util.concurrent.ThreadLocalRandom;
public class ThreadLocalRandomWide {
    public static void main(String[] args) {
        int v = ThreadLocalRandom.current().nextInt(500, 1500);
        assert v != 1234 : "drew 1234";
    }
}
