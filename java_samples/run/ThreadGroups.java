public class ThreadGroups {
    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        ThreadGroup mg = main.getThreadGroup();
        System.out.println(mg.getName() + " parent=" + mg.getParent().getName() + " grandparent=" + mg.getParent().getParent());
        System.out.println("activeCount=" + Thread.activeCount() + " group=" + mg.activeCount());
        ThreadGroup g = new ThreadGroup("g");
        System.out.println(g.getName() + " parent=" + g.getParent().getName() + " max=" + g.getMaxPriority() + " daemon=" + g.isDaemon());
        System.out.println(g);
        Object lock = new Object();
        Thread t = new Thread(g, () -> {
            synchronized (lock) {
                try { lock.wait(); } catch (InterruptedException e) { System.out.println("worker interrupted"); }
            }
        }, "worker");
        System.out.println("before start: " + t.getThreadGroup().getName() + " active=" + g.activeCount());
        t.start();
        System.out.println("after start: active=" + g.activeCount() + " main active=" + mg.activeCount() + " groups=" + mg.activeGroupCount());
        Thread[] arr = new Thread[10];
        int n = mg.enumerate(arr);
        for (int i = 0; i < n; i++) System.out.println("enumerate: " + arr[i].getName());
        System.out.println("parentOf=" + mg.parentOf(g) + " " + g.parentOf(mg));
        g.interrupt();
        t.join();
        System.out.println("after join: active=" + g.activeCount() + " group of t=" + t.getThreadGroup());
        ThreadGroup sub = new ThreadGroup(g, "sub");
        System.out.println(sub.getParent().getName() + " " + g.activeGroupCount());
        System.out.println(main);
    }
}
