public class IdentityToStringSuffix {
    public static void main(String[] args) {
        String s = new Object().toString();
        assert !s.endsWith("zz") : s;
    }
}
