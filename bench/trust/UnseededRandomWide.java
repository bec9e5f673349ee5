import java.util.Random;
public class UnseededRandomWide {
    public static void main(String[] args) {
        int v = new Random().nextInt(1000);
        assert v != 537 : "drew 537";
    }
}
