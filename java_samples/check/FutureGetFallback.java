// expect: no_violation
// states: all=34 no-por=68 no-symmetry=34 none=68
// about: main waits for a task with get(1, SECONDS) and falls back to -1 on TimeoutException; afterwards the task's result is 42: correct in every schedule
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class FutureGetFallback {
    public static void main(String[] args) throws Exception {
        FutureTask<Integer> f = new FutureTask<>(() -> 42);
        Thread t = new Thread(f);
        t.start();
        int v;
        try {
            v = f.get(1, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            v = -1;
        }
        assert v == 42 || v == -1;
        t.join();
        assert f.get() == 42;
    }
}
