// expect: no_violation
// states: all=79 no-por=122 no-symmetry=79 none=122 dpor=63
// about: two clerks each take a ticket number with a weakCompareAndSet retried in a do-while loop, the idiom the Javadoc asks for: a spurious failure only goes round again, so the counter always ends at 2
import java.util.concurrent.atomic.AtomicInteger;

public class WeakCasRetryLoop {
    public static void main(String[] args) throws Exception {
        AtomicInteger next = new AtomicInteger();
        Runnable clerk = () -> {
            int v;
            do {
                v = next.get();
            } while (!next.weakCompareAndSetPlain(v, v + 1));
        };
        Thread a = new Thread(clerk);
        Thread b = new Thread(clerk);
        a.start();
        b.start();
        a.join();
        b.join();
        if (next.get() != 2) {
            throw new IllegalStateException("next: " + next.get());
        }
    }
}
