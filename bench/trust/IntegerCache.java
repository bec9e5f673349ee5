public class IntegerCache {
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        assert a == b : "127 not cached";
        assert c != d : "128 cached";
        Long x = 127L, y = 127L;
        assert x == y;
        System.out.println("ok");
    }
}
