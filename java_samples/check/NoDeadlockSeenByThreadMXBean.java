// expect: no_violation
// about: DeadlockSeenByThreadMXBean with both threads taking the monitors in the same order: no schedule deadlocks, so ThreadMXBean.findDeadlockedThreads() is null on every schedule, and the thread counts it reads are functions of the state (no bounded input)
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

public class NoDeadlockSeenByThreadMXBean {
    static final Object a = new Object(), b = new Object();

    static Thread locker() {
        Thread t = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                }
            }
        });
        t.setDaemon(true);
        return t;
    }

    public static void main(String[] args) {
        ThreadMXBean tm = ManagementFactory.getThreadMXBean();
        locker().start();
        locker().start();
        assert tm.findDeadlockedThreads() == null;
        int live = tm.getThreadCount();
        assert live >= 1 && live <= 3 : live;
        int daemons = tm.getDaemonThreadCount();
        assert daemons >= 0 && daemons <= 2 : daemons;
    }
}
