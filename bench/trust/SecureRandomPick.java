import java.security.SecureRandom;
public class SecureRandomPick {
    public static void main(String[] args) {
        int v = new SecureRandom().nextInt(4);
        assert v != 2 : "drew 2";
    }
}
