// expect: no_violation
// states: all=149 no-por=490 no-symmetry=412 none=1327
// about: two threads each allocate two nodes and publish them under a lock; the allocation order
// about: depends on the interleaving, so without heap symmetry the same heaps are stored several times
public class SymmetryAlloc {
    static final class Node {
        final int value;
        Node(int value) { this.value = value; }
    }

    static final Object lock = new Object();
    static Node a1, a2, b1, b2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            Node x = new Node(1);
            synchronized (lock) { a1 = x; }
            Node y = new Node(2);
            synchronized (lock) { a2 = y; }
        });
        Thread b = new Thread(() -> {
            Node x = new Node(3);
            synchronized (lock) { b1 = x; }
            Node y = new Node(4);
            synchronized (lock) { b2 = y; }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert a1.value + a2.value + b1.value + b2.value == 10;
    }
}
