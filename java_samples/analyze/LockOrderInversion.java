// expect-races: none
// expect-lock-order: LockOrderInversion.left+LockOrderInversion.right
// about: one thread takes left then right, the other right then left; this run finishes (each thread runs its turn whole), another schedule deadlocks
public class LockOrderInversion {
    static final Object left = new Object();
    static final Object right = new Object();
    static int moves;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            synchronized (left) {
                synchronized (right) {
                    moves++;
                }
            }
        });
        Thread b = new Thread(() -> {
            synchronized (right) {
                synchronized (left) {
                    moves++;
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
