// expect: no_violation
// wayfinder-unsupported: ThreadLocal map
// about: main reads the worker's ThreadLocal map through sun.misc.Unsafe at Thread.threadLocals' offset while the worker may be using it; under check a thread's map is taken as its own (not published with its Thread, so its accesses are no scheduling points), and another thread's access to it stops with exit 4 naming the gap instead of being explored unsoundly
import java.lang.reflect.Field;

public class ThreadLocalsUnsafeRead {
    static final ThreadLocal<int[]> counter = ThreadLocal.withInitial(() -> new int[1]);

    public static void main(String[] args) throws Exception {
        Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
        long offset = unsafe.objectFieldOffset(Thread.class.getDeclaredField("threadLocals"));
        Thread worker = new Thread(() -> counter.get()[0]++);
        worker.start();
        Object map = unsafe.getObject(worker, offset);
        worker.join();
        System.out.println(map != null || map == null);
    }
}
