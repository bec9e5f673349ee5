public class OsNameLinux {
    public static void main(String[] args) {
        String os = System.getProperty("os.name");
        assert os.equals("Linux") : "os " + os;
    }
}
