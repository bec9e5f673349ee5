import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Exchanger;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.Phaser;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// Timed operations of java.util.concurrent, each once woken in time (the
// other side acts at once; the timeout is 10 s) and once timing out (nobody
// acts; the timeout is 20-50 ms), with the outcome printed. Under `run` a
// timeout fires when every thread is blocked, so the output is java's.
public class TimedOperationsRun {
    static final long LONG = 10;
    static final long SHORT = 30;

    public static void main(String[] args) throws Exception {
        queues();
        synchronizers();
        locks();
        futures();
        executors();
        threads();
    }

    static void queues() throws Exception {
        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
        q.put(1);
        Thread taker = new Thread(() -> q.poll());
        taker.start();
        System.out.println("offer woken: " + q.offer(2, LONG, TimeUnit.SECONDS));
        taker.join();
        System.out.println("offer timed out: " + q.offer(3, SHORT, TimeUnit.MILLISECONDS));
        System.out.println("queue: " + q);

        LinkedTransferQueue<String> jobs = new LinkedTransferQueue<>();
        String[] took = new String[1];
        Thread worker = new Thread(() -> {
            try {
                took[0] = jobs.take();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        worker.start();
        System.out.println("tryTransfer woken: " + jobs.tryTransfer("job", LONG, TimeUnit.SECONDS));
        worker.join();
        System.out.println("worker took " + took[0]);
        System.out.println("tryTransfer timed out: " + jobs.tryTransfer("late", SHORT, TimeUnit.MILLISECONDS));
        System.out.println("poll timed out: " + jobs.poll(SHORT, TimeUnit.MILLISECONDS));

        Exchanger<String> exchanger = new Exchanger<>();
        Thread filler = new Thread(() -> {
            try {
                exchanger.exchange("full", LONG, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        filler.start();
        System.out.println("exchange woken: " + exchanger.exchange("empty", LONG, TimeUnit.SECONDS));
        filler.join();
        try {
            exchanger.exchange("alone", SHORT, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("exchange timed out");
        }
    }

    static void synchronizers() throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2, () -> System.out.println("barrier tripped"));
        Thread party = new Thread(() -> {
            try {
                barrier.await();
            } catch (InterruptedException | BrokenBarrierException e) {
                throw new RuntimeException(e);
            }
        });
        party.start();
        int index = barrier.await(LONG, TimeUnit.SECONDS);
        System.out.println("barrier woken: " + (index == 0 || index == 1));
        party.join();
        try {
            barrier.await(SHORT, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("barrier timed out, broken: " + barrier.isBroken());
        }

        Phaser phaser = new Phaser(2);
        Thread arriver = new Thread(phaser::arrive);
        arriver.start();
        int phase = phaser.arrive();
        System.out.println("phaser woken, phase " + phaser.awaitAdvanceInterruptibly(phase, LONG, TimeUnit.SECONDS));
        arriver.join();
        phase = phaser.arrive();
        try {
            phaser.awaitAdvanceInterruptibly(phase, SHORT, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("phaser timed out in phase " + phaser.getPhase());
        }

        Semaphore permits = new Semaphore(0);
        Thread releaser = new Thread(permits::release);
        releaser.start();
        System.out.println("tryAcquire woken: " + permits.tryAcquire(LONG, TimeUnit.SECONDS));
        releaser.join();
        System.out.println("tryAcquire timed out: " + permits.tryAcquire(SHORT, TimeUnit.MILLISECONDS));

        CountDownLatch latch = new CountDownLatch(1);
        new Thread(latch::countDown).start();
        System.out.println("latch woken: " + latch.await(LONG, TimeUnit.SECONDS));
        System.out.println("latch timed out: " + new CountDownLatch(1).await(SHORT, TimeUnit.MILLISECONDS));
    }

    static void locks() throws Exception {
        ReentrantLock lock = new ReentrantLock();
        Condition ready = lock.newCondition();
        boolean[] flag = new boolean[1];
        Thread signaller = new Thread(() -> {
            lock.lock();
            try {
                flag[0] = true;
                ready.signal();
            } finally {
                lock.unlock();
            }
        });
        lock.lock();
        try {
            signaller.start();
            long nanos = TimeUnit.SECONDS.toNanos(LONG);
            while (!flag[0] && nanos > 0) {
                nanos = ready.awaitNanos(nanos);
            }
            System.out.println("awaitNanos woken: " + flag[0]);
            System.out.println("await timed out: " + !ready.await(SHORT, TimeUnit.MILLISECONDS));
        } finally {
            lock.unlock();
        }
        signaller.join();

        lock.lock();
        Thread contender = new Thread(() -> {
            try {
                System.out.println("tryLock timed out: " + !lock.tryLock(SHORT, TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        contender.start();
        contender.join();
        lock.unlock();
    }

    static void futures() throws Exception {
        CompletableFuture<Integer> never = new CompletableFuture<>();
        System.out.println("orTimeout: " + never.orTimeout(SHORT, TimeUnit.MILLISECONDS)
                .exceptionally(e -> e instanceof TimeoutException ? -1 : -2).join());
        CompletableFuture<Integer> quote = new CompletableFuture<>();
        new Thread(() -> quote.complete(42)).start();
        System.out.println("orTimeout woken: " + quote.orTimeout(LONG, TimeUnit.SECONDS).exceptionally(e -> -1).join());
        System.out.println("completeOnTimeout: "
                + new CompletableFuture<Integer>().completeOnTimeout(7, SHORT, TimeUnit.MILLISECONDS).join());
    }

    static void executors() throws Exception {
        ExecutorService cached = Executors.newCachedThreadPool();
        Future<Integer> a = cached.submit(() -> 1);
        Future<Integer> b = cached.submit(() -> 2);
        System.out.println("cached pool sum: " + (a.get(LONG, TimeUnit.SECONDS) + b.get(LONG, TimeUnit.SECONDS)));
        CountDownLatch gate = new CountDownLatch(1);
        Future<String> blocked = cached.submit(() -> {
            gate.await();
            return "late";
        });
        try {
            blocked.get(SHORT, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get timed out, done: " + blocked.isDone());
        }
        gate.countDown();
        System.out.println("get woken: " + blocked.get(LONG, TimeUnit.SECONDS));
        cached.shutdown();
        System.out.println("cached pool terminated: " + cached.awaitTermination(LONG, TimeUnit.SECONDS));

        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        CountDownLatch threeBeats = new CountDownLatch(3);
        ScheduledFuture<?> heartbeat =
                timer.scheduleAtFixedRate(threeBeats::countDown, 5, 5, TimeUnit.MILLISECONDS);
        System.out.println("three beats: " + threeBeats.await(LONG, TimeUnit.SECONDS));
        heartbeat.cancel(false);
        ScheduledFuture<String> reminder = timer.schedule(() -> "reminded", 10, TimeUnit.MILLISECONDS);
        System.out.println("schedule: " + reminder.get(LONG, TimeUnit.SECONDS));
        ScheduledFuture<?> cancelled = timer.schedule(() -> System.out.println("never"), 1, TimeUnit.HOURS);
        System.out.println("cancelled: " + cancelled.cancel(false));
        timer.shutdown();
        System.out.println("timer terminated: " + timer.awaitTermination(LONG, TimeUnit.SECONDS)
                + ", heartbeat cancelled: " + heartbeat.isCancelled());
    }

    static void threads() throws Exception {
        CountDownLatch hold = new CountDownLatch(1);
        Thread held = new Thread(() -> {
            try {
                hold.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        held.start();
        held.join(SHORT);
        System.out.println("join timed out, alive: " + held.isAlive());
        hold.countDown();
        held.join(TimeUnit.SECONDS.toMillis(LONG));
        System.out.println("join woken, alive: " + held.isAlive());
        AtomicInteger ticks = new AtomicInteger();
        for (int i = 0; i < 3; i++) {
            Thread.sleep(5);
            ticks.incrementAndGet();
        }
        System.out.println("slept " + ticks + " times");
    }
}
