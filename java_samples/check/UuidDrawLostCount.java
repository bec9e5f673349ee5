// expect: assertion
// states: all=42 no-por=328 dpor=42
// bounded-without-library-atomicity: 20000
// about: two threads each read a plain static count, draw a UUID.randomUUID() (one atomic draw) and write count + 1; the draw is a scheduling point of its own, so the other thread's whole update can fall between one thread's read and its write, and the count ends at 1
import java.util.UUID;

public class UuidDrawLostCount {
    static int count;
    static volatile UUID last;

    static void register() {
        int seen = count;
        last = UUID.randomUUID();
        count = seen + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(UuidDrawLostCount::register);
        Thread b = new Thread(UuidDrawLostCount::register);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : count;
    }
}
