// A handler that throws: HotSpot ignores its exception after printing one
// line on stderr, and the program goes on.
public class UncaughtHandlerThrowsRun {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            throw new RuntimeException("in t");
        });
        t.setUncaughtExceptionHandler((th, e) -> {
            throw new IllegalStateException("handler failed on: " + e.getMessage());
        });
        t.start();
        t.join();
        System.out.println("main goes on, t alive: " + t.isAlive());
    }
}
