import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Phaser;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

// Synchronizers: CyclicBarrier, Semaphore, ReentrantReadWriteLock, CountDownLatch,
// Condition await/signal, Phaser and StampedLock, each with a few threads;
// results are printed by the main thread after the joins.
public class ConcurrencyRunSync {
    interface Body {
        void run(int id) throws Exception;
    }

    static void runAll(int n, Body body) throws InterruptedException {
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    body.run(id);
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }

    public static void main(String[] args) throws Exception {
        // CyclicBarrier: three parties, three rounds, an action per round.
        List<String> rounds = Collections.synchronizedList(new ArrayList<>());
        int[] perRound = new int[3];
        AtomicInteger round = new AtomicInteger();
        CyclicBarrier barrier = new CyclicBarrier(3, () -> {
            int r = round.getAndIncrement();
            rounds.add("round " + r + " sum " + perRound[r]);
        });
        runAll(3, id -> {
            for (int r = 0; r < 3; r++) {
                synchronized (perRound) {
                    perRound[r] += id + 1;
                }
                barrier.await();
            }
        });
        System.out.println("CyclicBarrier " + rounds + " broken " + barrier.isBroken() + " waiting " + barrier.getNumberWaiting());
        CyclicBarrier broken = new CyclicBarrier(2);
        Thread waiter = new Thread(() -> {
            try {
                broken.await();
                System.out.println("not reached");
            } catch (BrokenBarrierException e) {
                // expected: main resets the barrier
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        waiter.start();
        while (broken.getNumberWaiting() == 0) {
            Thread.yield();
        }
        broken.reset();
        waiter.join();
        System.out.println("CyclicBarrier reset while waiting: broken then usable " + !broken.isBroken());

        // Semaphore: at most two of four threads inside at once.
        Semaphore sem = new Semaphore(2);
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger maxInside = new AtomicInteger();
        AtomicInteger entries = new AtomicInteger();
        runAll(4, id -> {
            for (int k = 0; k < 5; k++) {
                sem.acquire();
                try {
                    int now = inside.incrementAndGet();
                    maxInside.accumulateAndGet(now, Math::max);
                    entries.incrementAndGet();
                    inside.decrementAndGet();
                } finally {
                    sem.release();
                }
            }
        });
        System.out.println("Semaphore entries " + entries + " max inside <= 2: " + (maxInside.get() <= 2) + " permits " + sem.availablePermits() + " tryAcquire(3) " + sem.tryAcquire(3) + " " + sem.tryAcquire(2, 1, TimeUnit.MILLISECONDS));

        // ReentrantReadWriteLock: writers add, readers check a consistent pair.
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        int[] pair = new int[2];
        AtomicInteger badReads = new AtomicInteger();
        runAll(4, id -> {
            for (int k = 0; k < 20; k++) {
                if (id % 2 == 0) {
                    rw.writeLock().lock();
                    try {
                        pair[0]++;
                        pair[1]++;
                    } finally {
                        rw.writeLock().unlock();
                    }
                } else {
                    rw.readLock().lock();
                    try {
                        if (pair[0] != pair[1]) {
                            badReads.incrementAndGet();
                        }
                    } finally {
                        rw.readLock().unlock();
                    }
                }
            }
        });
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println("ReadWriteLock pair " + pair[0] + "," + pair[1] + " bad reads " + badReads + " read holds " + rw.getReadHoldCount() + " write locked " + rw.isWriteLocked());
        rw.readLock().unlock();
        rw.readLock().unlock();
        rw.writeLock().lock();
        rw.readLock().lock();
        System.out.println("downgrade: write held " + rw.isWriteLockedByCurrentThread() + " read count " + rw.getReadLockCount());
        rw.writeLock().unlock();
        rw.readLock().unlock();

        // CountDownLatch: a start gate and a done latch.
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(3);
        AtomicInteger work = new AtomicInteger();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    start.await();
                    work.addAndGet(10 * (id + 1));
                    done.countDown();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            ts[i].start();
        }
        System.out.println("CountDownLatch before start: work " + work.get() + " count " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("CountDownLatch after: work " + work.get() + " count " + done.getCount() + " timed await " + done.await(1, TimeUnit.MILLISECONDS));
        for (Thread t : ts) {
            t.join();
        }

        // Condition: a one-slot handoff with await/signal.
        ReentrantLock lock = new ReentrantLock();
        Condition changed = lock.newCondition();
        int[] slot = {0};
        List<Integer> taken = new ArrayList<>();
        Thread consumer = new Thread(() -> {
            for (int k = 0; k < 5; k++) {
                lock.lock();
                try {
                    while (slot[0] == 0) {
                        changed.awaitUninterruptibly();
                    }
                    taken.add(slot[0]);
                    slot[0] = 0;
                    changed.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        });
        consumer.start();
        for (int k = 1; k <= 5; k++) {
            lock.lock();
            try {
                while (slot[0] != 0) {
                    changed.await();
                }
                slot[0] = k * 11;
                changed.signal();
            } finally {
                lock.unlock();
            }
        }
        consumer.join();
        System.out.println("Condition handoff " + taken + " hasWaiters " + lock.hasQueuedThreads());

        // Phaser: three parties over two phases.
        Phaser phaser = new Phaser(3);
        int[] phaseSums = new int[2];
        runAll(3, id -> {
            for (int p = 0; p < 2; p++) {
                synchronized (phaseSums) {
                    phaseSums[p] += id + p;
                }
                phaser.arriveAndAwaitAdvance();
            }
            phaser.arriveAndDeregister();
        });
        System.out.println("Phaser sums " + phaseSums[0] + " " + phaseSums[1] + " phase " + phaser.getPhase() + " terminated " + phaser.isTerminated());

        // StampedLock: optimistic reads validated against writers.
        StampedLock sl = new StampedLock();
        double[] point = {0, 0};
        AtomicInteger inconsistent = new AtomicInteger();
        runAll(3, id -> {
            for (int k = 0; k < 20; k++) {
                if (id == 0) {
                    long st = sl.writeLock();
                    try {
                        point[0] += 1;
                        point[1] += 2;
                    } finally {
                        sl.unlockWrite(st);
                    }
                } else {
                    long st = sl.tryOptimisticRead();
                    double x = point[0];
                    double y = point[1];
                    if (!sl.validate(st)) {
                        st = sl.readLock();
                        try {
                            x = point[0];
                            y = point[1];
                        } finally {
                            sl.unlockRead(st);
                        }
                    }
                    if (y != 2 * x) {
                        inconsistent.incrementAndGet();
                    }
                }
            }
        });
        System.out.println("StampedLock point " + point[0] + "," + point[1] + " inconsistent reads " + inconsistent);
    }
}
