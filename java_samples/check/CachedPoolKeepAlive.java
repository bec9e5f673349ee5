// expect: assertion
// states: all=25 no-por=95 no-symmetry=25 none=95
// about: a cached pool's task opens a per-thread connection once (a ThreadLocal); main assumes the second request, two minutes later, reuses it, but the idle worker's 60 s keep-alive has ended it by then and a new worker opens a second one (a timeout reaches it, under --timeouts=idle too)
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

public class CachedPoolKeepAlive {
    static final AtomicInteger opened = new AtomicInteger();
    static final ThreadLocal<Integer> connection = ThreadLocal.withInitial(opened::incrementAndGet);

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newCachedThreadPool();
        pool.submit(() -> connection.get()).get();
        Thread.sleep(120_000);
        pool.submit(() -> connection.get()).get();
        pool.shutdown();
        assert opened.get() == 1 : "a second connection was opened";
    }
}
