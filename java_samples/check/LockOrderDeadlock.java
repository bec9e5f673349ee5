// expect: deadlock
// states: all=45 no-por=82 no-symmetry=45 none=82 dpor=42
// about: t1 locks a then b, t2 locks b then a; deadlock when t1 holds a and t2 holds b, each waiting for the other
public class LockOrderDeadlock {
    static final Object a = new Object();
    static final Object b = new Object();
    static int transfers;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                    transfers++;
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    transfers++;
                }
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("transfers " + transfers);
    }
}
