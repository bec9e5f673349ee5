// ThreadMXBean.getThreadInfo and dumpAllThreads: a thread blocked on a
// monitor main holds (twice, by two synchronized methods), one waiting in
// Object.wait, one parked on a ReentrantLock that main holds, one joining
// another; their states, lock classes and lock owners, the monitors and
// ownable synchronizers main holds, and null for an id of no live thread.
import java.lang.management.LockInfo;
import java.lang.management.ManagementFactory;
import java.lang.management.MonitorInfo;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.concurrent.locks.ReentrantLock;

public class ThreadInfos {
    static final Object waitRoom = new Object();
    static final ReentrantLock lock = new ReentrantLock();
    static volatile boolean release;

    static class Gate {
        synchronized void run(ThreadMXBean mx, Thread blocked, Thread waiter, Thread parked, Thread joiner)
                throws InterruptedException {
            blocked.start();
            waiter.start();
            parked.start();
            joiner.start();
            hold(mx, blocked, waiter, parked, joiner);
        }

        synchronized void hold(ThreadMXBean mx, Thread blocked, Thread waiter, Thread parked, Thread joiner)
                throws InterruptedException {
            while (blocked.getState() != Thread.State.BLOCKED
                    || waiter.getState() != Thread.State.WAITING
                    || parked.getState() != Thread.State.WAITING
                    || joiner.getState() != Thread.State.WAITING) {
                Thread.sleep(10);
            }
            for (Thread t : new Thread[] {blocked, waiter, parked, joiner}) {
                ThreadInfo i = mx.getThreadInfo(t.getId());
                System.out.println(i.getThreadName() + ": " + i.getThreadState()
                        + " lock " + (i.getLockInfo() == null ? "none" : i.getLockInfo().getClassName())
                        + " owner " + i.getLockOwnerName()
                        + " owner is main " + (i.getLockOwnerId() == Thread.currentThread().getId())
                        + " frames " + i.getStackTrace().length);
            }
            ThreadInfo[] mine = mx.getThreadInfo(new long[] {Thread.currentThread().getId(), 987654321L}, 0);
            System.out.println("main: " + mine[0].getThreadState() + ", unknown id: " + mine[1]);
            ThreadInfo me = Arrays.stream(mx.dumpAllThreads(true, true))
                    .filter(i -> i.getThreadId() == Thread.currentThread().getId())
                    .findFirst().orElseThrow();
            for (MonitorInfo m : me.getLockedMonitors()) {
                System.out.println("main holds monitor " + m.getClassName() + " at "
                        + m.getLockedStackFrame().getMethodName());
            }
            for (LockInfo l : me.getLockedSynchronizers()) {
                System.out.println("main holds synchronizer " + l.getClassName());
            }
            long named = Arrays.stream(mx.dumpAllThreads(false, false))
                    .filter(i -> i.getThreadName().startsWith("worker-")).count();
            System.out.println("workers in the dump: " + named);
        }
    }

    public static void main(String[] args) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Gate gate = new Gate();
        lock.lock();
        Thread blocked = new Thread(() -> {
            synchronized (gate) {
            }
        }, "worker-blocked");
        Thread waiter = new Thread(() -> {
            synchronized (waitRoom) {
                while (!release) {
                    try {
                        waitRoom.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
        }, "worker-waiting");
        Thread parked = new Thread(() -> {
            lock.lock();
            lock.unlock();
        }, "worker-parked");
        Thread joiner = new Thread(() -> {
            try {
                waiter.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "worker-joining");
        gate.run(mx, blocked, waiter, parked, joiner);
        lock.unlock();
        synchronized (waitRoom) {
            release = true;
            waitRoom.notifyAll();
        }
        for (Thread t : new Thread[] {blocked, waiter, parked, joiner}) {
            t.join();
        }
        System.out.println("done");
    }
}
