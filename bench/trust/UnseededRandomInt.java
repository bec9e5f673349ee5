import java.util.Random;
public class UnseededRandomInt {
    public static void main(String[] args) {
        int v = new Random().nextInt(10);
        assert v != 7 : "drew 7";
    }
}
