// expect: exception java.util.concurrent.TimeoutException
// states: all=5 no-por=6 no-symmetry=5 none=6
// about: main waits for a task with get(1, SECONDS) without handling the timeout; if the task's thread is delayed past the deadline, TimeoutException escapes main (only a timeout reaches it)
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

public class FutureGetTimeout {
    public static void main(String[] args) throws Exception {
        FutureTask<Integer> f = new FutureTask<>(() -> 42);
        Thread t = new Thread(f);
        t.start();
        int v = f.get(1, TimeUnit.SECONDS);
        assert v == 42;
        t.join();
    }
}
