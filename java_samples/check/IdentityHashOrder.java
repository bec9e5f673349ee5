// expect: assertion
// states: all=29 no-por=103 no-symmetry=29 none=103
// about: two threads store the identity hash code of an object each allocates at one shared site; main asserts the first is smaller; which thread allocates first decides, so some schedule fails, under every reduction setting alike
public class IdentityHashOrder {
    static final int[] hashes = new int[2];

    static void store(int i) {
        Object o = new Object();
        synchronized (hashes) {
            hashes[i] = o.hashCode();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> store(0));
        Thread b = new Thread(() -> store(1));
        a.start();
        b.start();
        a.join();
        b.join();
        assert hashes[0] < hashes[1] : hashes[0] + " >= " + hashes[1];
    }
}
