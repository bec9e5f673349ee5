// expect: assertion
// states: all=29 no-por=85 no-symmetry=29 none=85
// about: a pool task starts a helper thread to do its job and returns; main's Future.get sees the task done and takes the job as done, but the helper may not have run yet (a thread started inside a pool worker)
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

public class PoolTaskStartsThread {
    static volatile boolean jobDone;

    public static void main(String[] args) throws Exception {
        ThreadPoolExecutor pool =
                new ThreadPoolExecutor(0, 1, 0L, TimeUnit.SECONDS, new SynchronousQueue<>());
        Thread[] helper = new Thread[1];
        Future<?> f = pool.submit(() -> {
            helper[0] = new Thread(() -> jobDone = true);
            helper[0].start();
        });
        f.get();
        boolean done = jobDone;
        helper[0].join();
        assert done : "the task returned before its helper did the job";
    }
}
