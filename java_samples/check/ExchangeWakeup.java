// expect: assertion
// states: all=23 no-por=43 no-symmetry=32 none=54
// bounded-without-library-atomicity: 20000
// about: the filler swaps its full buffer for main's empty one and then records that it finished; main's exchange(buffer, 1, SECONDS) is woken by the swap and checks the record too early (only the wake-up reaches it)
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ExchangeWakeup {
    static volatile boolean finished;

    public static void main(String[] args) throws Exception {
        Exchanger<String> exchanger = new Exchanger<>();
        Thread filler = new Thread(() -> {
            try {
                exchanger.exchange("full", 1, TimeUnit.SECONDS);
                finished = true;
            } catch (TimeoutException e) {
                // gave up
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        filler.start();
        try {
            exchanger.exchange("empty", 1, TimeUnit.SECONDS);
            assert finished : "woken by the swap before the filler finished";
        } catch (TimeoutException e) {
            // gave up
        }
        filler.join();
    }
}
