// expect: no_violation
// states: all=12 no-por=36 no-symmetry=12 none=36
// about: a worker throws and its uncaught-exception handler takes the exception (records it); an exception a handler of the program takes is not a violation (--report-handled reports it)
public class HandledUncaught {
    static volatile Throwable seen;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("worker failed");
        });
        worker.setUncaughtExceptionHandler((t, e) -> seen = e);
        worker.start();
        worker.join();
        assert seen instanceof IllegalStateException;
    }
}
