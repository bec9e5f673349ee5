public class ThreadUncaughtHandlers {
    public static void main(String[] args) throws Exception {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.out.println("default handler: " + t.getName() + " " + e.getMessage()));
        ThreadGroup g = new ThreadGroup("custom") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group handler: " + t.getName() + " " + e.getMessage());
            }
        };
        Thread a = new Thread(g, () -> { throw new RuntimeException("a"); }, "a");
        a.setUncaughtExceptionHandler((t, e) -> System.out.println("thread handler: " + t.getName() + " " + e.getMessage()));
        a.start(); a.join();
        Thread b = new Thread(g, () -> { throw new RuntimeException("b"); }, "b");
        b.start(); b.join();
        Thread c = new Thread(() -> { throw new RuntimeException("c"); }, "c");
        c.start(); c.join();
        System.out.println("a handler is thread's: " + (a.getUncaughtExceptionHandler() != g));
        Thread d = new Thread(() -> {}, "d");
        System.out.println("d handler is group: " + (d.getUncaughtExceptionHandler() == d.getThreadGroup()));
        Thread.setDefaultUncaughtExceptionHandler(null);
        Thread e = new Thread(() -> { throw new IllegalStateException("e"); }, "e");
        e.start(); e.join();
        System.out.println("done");
    }
}
