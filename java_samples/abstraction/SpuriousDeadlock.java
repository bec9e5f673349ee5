// A deadlock only on an abstract path: under `signs` POS - POS may be NEG,
// and then the worker takes the locks in the opposite order to main's;
// concretely 2 - 2 is 0 and it never does. The abstract deadlock is
// reported spurious, and since other interleavings of the same states were
// matched rather than judged, the search is inconclusive, not "no
// violation". A confirmed deadlock follows with 1 - 2.
// check: --abstract SpuriousDeadlock.a=signs --abstract SpuriousDeadlock.b=signs => inconclusive spurious=1 states=all:47,none:116
// check: --abstract SpuriousDeadlock.a=signs --abstract SpuriousDeadlock.b=signs -- 1 => deadlock confirmed states=all:38,none:74
// check: => no_violation states=all:27,none:47
public class SpuriousDeadlock {
    static int a;
    static int b;
    static final Object first = new Object();
    static final Object second = new Object();

    public static void main(String[] args) throws InterruptedException {
        a = args.length > 0 ? 1 : 2;
        b = 2;
        Thread worker = new Thread(() -> {
            int d = a - b;
            if (d < 0) {
                synchronized (second) {
                    synchronized (first) {
                        d = 0;
                    }
                }
            }
        });
        worker.start();
        synchronized (first) {
            synchronized (second) {
                a = 2;
            }
        }
        worker.join();
    }
}
