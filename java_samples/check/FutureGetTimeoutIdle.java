// expect: no_violation
// states: all=23 no-por=43 no-symmetry=23 none=43
// flags: --timeouts=idle
// about: the same program under --timeouts=idle: get times out only when no thread can run, so the task is done by then
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

public class FutureGetTimeoutIdle {
    public static void main(String[] args) throws Exception {
        FutureTask<Integer> f = new FutureTask<>(() -> 42);
        Thread t = new Thread(f);
        t.start();
        int v = f.get(1, TimeUnit.SECONDS);
        assert v == 42;
        t.join();
    }
}
