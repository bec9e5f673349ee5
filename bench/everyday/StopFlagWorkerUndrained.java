import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/** The worker stops as soon as the flag is cleared: items still queued are dropped. */
public class StopFlagWorkerUndrained {
    static final Queue<String> inbox = new ConcurrentLinkedQueue<>();
    static volatile boolean running = true;

    static final class Worker extends Thread {
        final List<String> handled = new ArrayList<>();

        Worker() {
            super("drain");
        }

        @Override
        public void run() {
            while (running) {
                String item = inbox.poll();
                if (item == null) {
                    Thread.onSpinWait();
                    continue;
                }
                handled.add(item.trim().toLowerCase());
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker();
        w.start();
        inbox.offer(" Alpha ");
        inbox.offer("BETA");
        running = false;
        w.join();
        assert w.handled.size() == 2 : "handled " + w.handled;
        assert w.handled.get(0).equals("alpha");
        System.out.println("handled " + w.handled);
    }
}
