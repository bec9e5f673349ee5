// expect: inconclusive
// limit: some inputs were explored only in part
// about: identity hash codes derive from the allocation site under check, and the low bits of these two differ; a real JVM draws them at random, so one run in sixteen has the low four bits collide and the assertion fails: a program that reads identity hashes cannot be "no violation"
public class IdentityHashIsAnInput {
    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        int ha = System.identityHashCode(a) & 0xf;
        int hb = b.hashCode() & 0xf;
        assert ha != hb : "low bits collide";
    }
}
