// expect: assertion
// about: two daemon threads take two monitors in opposite orders; main asks ThreadMXBean.findDeadlockedThreads() and asserts there is no deadlock: on the schedules where both threads hold their first monitor before main asks, the bean reports them and the assertion fails
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

public class DeadlockSeenByThreadMXBean {
    static final Object a = new Object(), b = new Object();

    static Thread locker(Object first, Object second) {
        Thread t = new Thread(() -> {
            synchronized (first) {
                synchronized (second) {
                }
            }
        });
        t.setDaemon(true);
        return t;
    }

    public static void main(String[] args) {
        ThreadMXBean tm = ManagementFactory.getThreadMXBean();
        locker(a, b).start();
        locker(b, a).start();
        long[] ids = tm.findDeadlockedThreads();
        assert ids == null : "deadlocked: " + ids.length + " threads";
    }
}
