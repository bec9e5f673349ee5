// Thread.stop as JDK 17 performs it: the target throws ThreadDeath at its
// next instruction, also out of sleep and wait (after taking the monitor
// again) and out of a busy loop; a thread stopped before start() ends
// without running; stop() on the current thread throws at once; stopping
// an ended thread does nothing; an uncaught ThreadDeath ends its thread
// silently (no stack trace, the program's exit status unchanged). JDK 20
// removed Thread.stop (UnsupportedOperationException): this sample is for
// the JDK 17 class library only.
public class ThreadStop {
    static final Object lock = new Object();
    static volatile boolean ready;

    @SuppressWarnings("removal")
    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try {
                ready = true;
                Thread.sleep(1_000_000);
                System.out.println("sleep ended");
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            } catch (ThreadDeath d) {
                System.out.println("sleeper: " + d + ", interrupted=" + Thread.currentThread().isInterrupted());
            }
        });
        sleeper.start();
        while (!ready || sleeper.getState() != Thread.State.TIMED_WAITING) {
            Thread.yield();
        }
        sleeper.stop();
        sleeper.join();
        System.out.println("sleeper " + sleeper.getState());

        ready = false;
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    ready = true;
                    lock.wait();
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                } catch (ThreadDeath d) {
                    System.out.println("waiter: holds lock " + Thread.holdsLock(lock));
                }
            }
        });
        waiter.start();
        while (!ready || waiter.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        synchronized (lock) {
            waiter.stop();
        }
        waiter.join();

        Thread unstarted = new Thread(() -> System.out.println("never printed"));
        unstarted.stop();
        System.out.println("stopped before start: " + unstarted.getState());
        unstarted.start();
        unstarted.join();
        System.out.println("after start: " + unstarted.getState());

        try {
            Thread.currentThread().stop();
            System.out.println("not reached");
        } catch (ThreadDeath d) {
            System.out.println("self: " + d);
        }

        ready = false;
        Thread spinner = new Thread(() -> {
            long n = 0;
            ready = true;
            while (true) {
                n++;
            }
        });
        spinner.start();
        while (!ready) {
            Thread.yield();
        }
        spinner.stop();
        spinner.join();
        System.out.println("spinner " + spinner.getState());
        spinner.stop();
        System.out.println("stopping an ended thread: " + spinner.getState());

        Thread thrower = new Thread(() -> {
            throw new ThreadDeath();
        });
        thrower.start();
        thrower.join();
        System.out.println("end");
    }
}
