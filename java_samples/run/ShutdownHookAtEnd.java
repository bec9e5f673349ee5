// A shutdown hook runs when the last non-daemon thread ends (main, here
// after a worker that ends later); a daemon thread still sleeping does not
// hold the program up, and the hook sees the worker's work.
public class ShutdownHookAtEnd {
    static volatile int done;

    public static void main(String[] args) throws InterruptedException {
        Thread daemon = new Thread(() -> {
            while (true) {
                try { Thread.sleep(60_000); } catch (InterruptedException e) { return; }
            }
        }, "heartbeat");
        daemon.setDaemon(true);
        daemon.start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("hook in " + Thread.currentThread().getName() + ", done=" + done);
        }, "hook-1"));
        Thread worker = new Thread(() -> {
            try { Thread.sleep(50); } catch (InterruptedException e) { }
            done = 1;
            System.out.println("worker done");
        }, "worker");
        worker.start();
        System.out.println("main done");
    }
}
