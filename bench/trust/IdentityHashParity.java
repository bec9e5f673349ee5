public class IdentityHashParity {
    public static void main(String[] args) {
        Object o = new Object();
        int h = o.hashCode();
        System.out.println(o);
        assert h % 2 == 0 : "hash " + h;
    }
}
