// expect: exception java.lang.IllegalStateException
// states: all=6 no-por=124 no-symmetry=6 none=124
// about: an uncaught-exception handler that throws handles nothing: HotSpot ignores the handler's exception (it only prints a line), so the check reports it as the thread's uncaught exception
public class UncaughtHandlerThrows {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            throw new RuntimeException("in t");
        });
        t.setUncaughtExceptionHandler((th, e) -> {
            throw new IllegalStateException("handler failed on: " + e.getMessage());
        });
        t.start();
        t.join();
    }
}
