// expect-races: none
// expect-lost-updates: AtomicGetThenSet.votes[] java.util.concurrent.atomic.AtomicLong.value
// expect-lock-order: none
// about: a poll counts votes in an AtomicIntegerArray and bytes in an AtomicLong, but by get() then set() in the program's code: each is atomic alone, the pair is not (an update between them is lost); the tallies updated by incrementAndGet and a compareAndSet loop are right
import java.util.concurrent.atomic.*;

public class AtomicGetThenSet {
    static final AtomicIntegerArray votes = new AtomicIntegerArray(3);
    static final AtomicIntegerArray safeVotes = new AtomicIntegerArray(3);
    static final AtomicLong bytes = new AtomicLong();
    static final AtomicLong safeBytes = new AtomicLong();

    static void vote(int option, long size) {
        int v = votes.get(option);
        votes.set(option, v + 1);
        bytes.set(bytes.get() + size);
        safeVotes.incrementAndGet(option);
        long b;
        do {
            b = safeBytes.get();
        } while (!safeBytes.compareAndSet(b, b + size));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> vote(1, 100), "voter-a");
        Thread b = new Thread(() -> vote(1, 200), "voter-b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("votes " + votes + ", bytes " + bytes.get() + ", safe " + safeVotes + " " + safeBytes.get());
    }
}
