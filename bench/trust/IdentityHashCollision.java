public class IdentityHashCollision {
    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        assert (System.identityHashCode(a) & 0xf) != (System.identityHashCode(b) & 0xf) : "low bits collide";
    }
}
