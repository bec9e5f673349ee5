public class GetenvHome {
    public static void main(String[] args) {
        String v = System.getenv("HOME");
        assert v == null || !v.equals("/root") : "HOME=" + v;
    }
}
