import java.util.SplittableRandom;
public class SplittableRandomPick {
    public static void main(String[] args) {
        int v = new SplittableRandom().nextInt(10);
        assert v != 3 : "drew 3";
    }
}
