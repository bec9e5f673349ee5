public class UserDirRoot {
    public static void main(String[] args) {
        String d = System.getProperty("user.dir");
        assert !d.equals("/") : "cwd is /";
    }
}
