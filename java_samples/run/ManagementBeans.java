// java.lang.management's platform beans answer for this VM: thread counts
// (relative to those before, since HotSpot has system threads of its own),
// findDeadlockedThreads and findMonitorDeadlockedThreads for a monitor
// cycle and a ReentrantLock cycle, the runtime's arguments and the heap's
// limits as Runtime reports them.
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.lang.management.RuntimeMXBean;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

public class ManagementBeans {
    static final Object a = new Object(), b = new Object();
    static final ReentrantLock la = new ReentrantLock(), lb = new ReentrantLock();
    static final List<Thread> started = new ArrayList<>();

    static Thread monitorPair(String name, Object first, Object second, CountDownLatch both) {
        Thread t = new Thread(() -> {
            synchronized (first) {
                both.countDown();
                try { both.await(); } catch (InterruptedException e) { return; }
                synchronized (second) { System.out.println("never"); }
            }
        }, name);
        t.setDaemon(true);
        started.add(t);
        return t;
    }

    static Thread lockPair(String name, ReentrantLock first, ReentrantLock second, CountDownLatch both) {
        Thread t = new Thread(() -> {
            first.lock();
            both.countDown();
            try { both.await(); } catch (InterruptedException e) { return; }
            second.lock();
            System.out.println("never");
        }, name);
        t.setDaemon(true);
        started.add(t);
        return t;
    }

    static TreeSet<String> names(ThreadMXBean tm, long[] ids) {
        TreeSet<String> out = new TreeSet<>();
        if (ids != null) {
            for (long id : ids) {
                for (Thread t : started) {
                    if (t.getId() == id) out.add(t.getName());
                }
            }
        }
        return out;
    }

    public static void main(String[] args) throws Exception {
        RuntimeMXBean rt = ManagementFactory.getRuntimeMXBean();
        System.out.println("spec " + rt.getSpecName() + " " + rt.getSpecVersion());
        System.out.println("arguments " + rt.getInputArguments());
        System.out.println("pid matches " + (rt.getPid() == ProcessHandle.current().pid()));
        System.out.println("uptime not negative " + (rt.getUptime() >= 0));

        ThreadMXBean tm = ManagementFactory.getThreadMXBean();
        int before = tm.getThreadCount();
        int daemonsBefore = tm.getDaemonThreadCount();
        long startedBefore = tm.getTotalStartedThreadCount();
        System.out.println("deadlocked at start " + tm.findDeadlockedThreads());

        CountDownLatch m = new CountDownLatch(2);
        Thread t1 = monitorPair("m1", a, b, m), t2 = monitorPair("m2", b, a, m);
        Thread worker = new Thread(() -> { }, "worker");
        t1.start();
        t2.start();
        worker.start();
        worker.join();
        System.out.println("live +" + (tm.getThreadCount() - before)
                + " daemon +" + (tm.getDaemonThreadCount() - daemonsBefore)
                + " started +" + (tm.getTotalStartedThreadCount() - startedBefore)
                + " peak at least " + (tm.getPeakThreadCount() >= before + 3));
        while (tm.findMonitorDeadlockedThreads() == null) Thread.sleep(5);
        System.out.println("monitor deadlock " + names(tm, tm.findMonitorDeadlockedThreads()));

        CountDownLatch l = new CountDownLatch(2);
        lockPair("l1", la, lb, l).start();
        lockPair("l2", lb, la, l).start();
        while (tm.findDeadlockedThreads() == null || tm.findDeadlockedThreads().length < 4) Thread.sleep(5);
        System.out.println("all deadlocks " + names(tm, tm.findDeadlockedThreads()));
        System.out.println("monitor deadlocks only " + names(tm, tm.findMonitorDeadlockedThreads()));

        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        System.out.println("heap max is Runtime's " + (heap.getMax() == Runtime.getRuntime().maxMemory()));
        System.out.println("heap committed <= max " + (heap.getCommitted() <= heap.getMax()));
    }
}
