public class UserNameRoot {
    public static void main(String[] args) {
        String u = System.getProperty("user.name");
        assert !u.equals("root") : "running as root";
    }
}
