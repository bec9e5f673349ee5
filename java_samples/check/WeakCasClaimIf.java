// expect: exception java.lang.IllegalStateException
// states: all=44 no-por=61 no-symmetry=44 none=61 dpor=44
// about: two clerks race to claim one ticket with a single AtomicBoolean.weakCompareAndSetVolatile and no retry; a weak CAS may fail spuriously (explored by default where no loop retries it), so both clerks can fail although the ticket was free, and main finds no winner
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

public class WeakCasClaimIf {
    public static void main(String[] args) throws Exception {
        AtomicBoolean claimed = new AtomicBoolean();
        AtomicInteger winners = new AtomicInteger();
        Runnable clerk = () -> {
            if (claimed.weakCompareAndSetVolatile(false, true)) {
                winners.incrementAndGet();
            }
        };
        Thread a = new Thread(clerk);
        Thread b = new Thread(clerk);
        a.start();
        b.start();
        a.join();
        b.join();
        if (winners.get() != 1) {
            throw new IllegalStateException("winners: " + winners.get());
        }
    }
}
