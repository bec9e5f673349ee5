import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// A fixed thread pool of 2 (ThreadPoolExecutor, FutureTask, LinkedBlockingQueue):
// submit, Future.get, invokeAll, invokeAny, execute, a failing task,
// shutdown and awaitTermination. Only results gathered by the main thread are printed.
public class ConcurrencyRunExecutor {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);

        Future<Integer> answer = pool.submit(() -> 6 * 7);
        Future<String> greeting = pool.submit(() -> "hello from the pool");
        System.out.println("submit: " + answer.get() + ", " + greeting.get());
        System.out.println("done: " + answer.isDone() + " " + greeting.isDone() + " cancelled " + answer.isCancelled());

        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            final int n = i + 10;
            tasks.add(() -> fib(n));
        }
        List<Future<Integer>> results = pool.invokeAll(tasks);
        StringBuilder sb = new StringBuilder();
        for (Future<Integer> f : results) {
            sb.append(f.get()).append(' ');
        }
        System.out.println("invokeAll: " + sb.toString().trim());

        List<Callable<String>> same = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            same.add(() -> "any");
        }
        System.out.println("invokeAny: " + pool.invokeAny(same));

        AtomicInteger sum = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(20);
        for (int i = 1; i <= 20; i++) {
            final int k = i;
            pool.execute(() -> {
                sum.addAndGet(k);
                done.countDown();
            });
        }
        done.await();
        System.out.println("execute: sum " + sum.get());

        Future<Integer> failing = pool.submit(() -> {
            if (sum.get() > 0) {
                throw new IllegalStateException("task failed on purpose");
            }
            return 0;
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException caused by " + e.getCause());
        }

        Future<?> runnable = pool.submit(() -> sum.addAndGet(1000));
        System.out.println("runnable result " + runnable.get() + " sum " + sum.get());

        pool.shutdown();
        System.out.println("shutdown " + pool.isShutdown());
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
        System.out.println("terminated " + pool.awaitTermination(1, TimeUnit.MINUTES) + " " + pool.isTerminated());

        ExecutorService single = Executors.newSingleThreadExecutor();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            final int k = i;
            single.submit(() -> order.add(k));
        }
        single.shutdown();
        single.awaitTermination(1, TimeUnit.MINUTES);
        System.out.println("single thread order " + order);
    }
}
