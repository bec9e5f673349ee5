// expect: no_violation
// states: all=121 no-por=268 no-symmetry=121 none=268 dpor=91
// about: both threads take a before b (one global lock order), so no cycle of waiting is possible; the count is guarded by both locks
public class LockOrderFixed {
    static final Object a = new Object();
    static final Object b = new Object();
    static int transfers;

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            synchronized (a) {
                synchronized (b) {
                    transfers++;
                }
            }
        };
        Thread t1 = new Thread(work);
        Thread t2 = new Thread(work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert transfers == 2;
        System.out.println("transfers " + transfers);
    }
}
