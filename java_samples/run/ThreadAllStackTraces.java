// Thread.getAllStackTraces, as a watchdog or a debug dump uses it: every
// live thread is a key (a waiting worker with its frames, innermost first;
// the caller itself), and a thread that has ended is no longer listed. It
// was missing from the Thread model (NoSuchMethodError).
import java.util.Map;

public class ThreadAllStackTraces {
    public static void main(String[] args) throws Exception {
        Object gate = new Object();
        boolean[] open = new boolean[1];
        Thread worker = new Thread(() -> {
            synchronized (gate) {
                while (!open[0]) {
                    try {
                        gate.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "worker");
        worker.start();
        while (worker.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        StackTraceElement[] st = all.get(worker);
        System.out.println("worker listed: " + (st != null));
        // Object.wait on JDK 17, Object.wait0 on JDK 21 and later.
        System.out.println("worker waits in Object.wait*: "
                + (st[0].getClassName().equals("java.lang.Object") && st[0].getMethodName().startsWith("wait")));
        boolean inLambda = false;
        for (StackTraceElement e : st) {
            inLambda |= e.getClassName().equals("ThreadAllStackTraces") && e.getLineNumber() == 15;
        }
        System.out.println("worker's own line 15 in its trace: " + inLambda);
        System.out.println("caller listed: " + all.containsKey(Thread.currentThread()));
        synchronized (gate) {
            open[0] = true;
            gate.notifyAll();
        }
        worker.join();
        System.out.println("ended worker listed: " + Thread.getAllStackTraces().containsKey(worker));
    }
}
