// expect-races: none
// expect-lock-order: none
// about: main takes left then right, and only after joining the worker that took right then left: start and join order them, so no deadlock is possible
public class SequentialOrders {
    static final Object left = new Object();
    static final Object right = new Object();
    static int moves;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (right) {
                synchronized (left) {
                    moves++;
                }
            }
        });
        worker.start();
        worker.join();
        synchronized (left) {
            synchronized (right) {
                moves++;
            }
        }
        System.out.println("moves " + moves);
    }
}
