import java.util.UUID;
public class UuidFirstChar {
    public static void main(String[] args) {
        String u = UUID.randomUUID().toString();
        assert u.charAt(0) != 'a' : u;
    }
}
