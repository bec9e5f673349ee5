// expect-races: none
// expect-lock-order: none
// about: the same opposite orders of left and right, but both threads take the gate lock first, so they can never interleave there
public class GatedInversion {
    static final Object gate = new Object();
    static final Object left = new Object();
    static final Object right = new Object();
    static int moves;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            synchronized (gate) {
                synchronized (left) {
                    synchronized (right) {
                        moves++;
                    }
                }
            }
        });
        Thread b = new Thread(() -> {
            synchronized (gate) {
                synchronized (right) {
                    synchronized (left) {
                        moves++;
                    }
                }
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("moves " + moves);
    }
}
